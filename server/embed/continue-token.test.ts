// Tests of the sealed link to a new tab: it carries the choice unreadably, and expires after its time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTINUE_TTL_SECONDS, sealContinueChoice, unsealContinueChoice, type ContinueChoice } from './continue-token';

const SECRET = 's'.repeat(32);
const choice: ContinueChoice = {
  selection: { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' },
  quantities: { regular: 2 },
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  source: { host: 'https://blog.example', utmSource: 'newsletter', utmMedium: null, utmCampaign: null },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('continue token', () => {
  it('gives the same choice back, and shows none of it in the link', async () => {
    const token = await sealContinueChoice(choice, SECRET);
    // Whole values: a short fragment such as "ada" turns up in random sealed text now and then.
    for (const value of ['Ada Obi', 'ada@example.com', '08031234567', 'newsletter', 'blog.example']) expect(token).not.toContain(value);
    await expect(unsealContinueChoice(token, SECRET)).resolves.toEqual(choice);
  });

  it('expires after its time', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const token = await sealContinueChoice(choice, SECRET);
    vi.setSystemTime(Date.parse('2026-11-23T10:00:00Z') + (CONTINUE_TTL_SECONDS - 30) * 1000);
    await expect(unsealContinueChoice(token, SECRET)).resolves.toEqual(choice);
    vi.setSystemTime(Date.parse('2026-11-23T10:00:00Z') + (CONTINUE_TTL_SECONDS + 90) * 1000);
    await expect(unsealContinueChoice(token, SECRET)).resolves.toBeNull();
  });

  it('reads nonsense, an empty or an oversized link as no choice', async () => {
    for (const token of ['', 'Fe26.2**nonsense', 'x'.repeat(5000)]) await expect(unsealContinueChoice(token, SECRET)).resolves.toBeNull();
  });

  it('refuses to seal a choice of the wrong shape', async () => {
    await expect(sealContinueChoice({ ...choice, quantities: { regular: -1 } }, SECRET)).rejects.toThrow();
  });
});
