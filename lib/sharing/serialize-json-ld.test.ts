// Tests that structured data cannot end its script element, and reads back as the same data.
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize-json-ld';

describe('serializeJsonLd', () => {
  it('escapes every < so text such as </script> or <!-- cannot end the element, and parses back unchanged', () => {
    const data = { name: 'Rock </script><script>alert(1)</script> <!-- night', price: 0 };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
