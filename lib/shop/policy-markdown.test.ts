// Tests of the policy texts' small markdown: headings, lists and paragraphs, everything else kept as plain text.
import { describe, expect, it } from 'vitest';
import { parsePolicy } from './policy-markdown';

describe('parsePolicy', () => {
  it('reads headings, lists and paragraphs, joining the lines of a paragraph', () => {
    const text =
      '# Refunds\n\nWe refund\nin full.\n\n## Buses\n- Seat one\n* Seat two\n\nLast words.';
    expect(parsePolicy(text)).toEqual([
      { type: 'heading', level: 2, text: 'Refunds' },
      { type: 'paragraph', text: 'We refund in full.' },
      { type: 'heading', level: 3, text: 'Buses' },
      { type: 'list', items: ['Seat one', 'Seat two'] },
      { type: 'paragraph', text: 'Last words.' },
    ]);
  });

  it('keeps markup as text: HTML and links are never interpreted', () => {
    expect(parsePolicy('<script>alert(1)</script>\n[x](javascript:alert(1))')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script> [x](javascript:alert(1))' },
    ]);
  });

  it('reads Windows line ends, deeper headings as the smallest, and ignores blank files', () => {
    expect(parsePolicy('### Small\r\nText\r\n')).toEqual([
      { type: 'heading', level: 3, text: 'Small' },
      { type: 'paragraph', text: 'Text' },
    ]);
    expect(parsePolicy(' \n\n')).toEqual([]);
  });
});
