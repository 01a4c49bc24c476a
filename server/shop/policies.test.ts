// Tests of the policy pages' texts: the defaults with the merchant's facts, or the merchant's own files.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { policyText, type PolicyFacts } from './policies';

const facts: PolicyFacts = {
  name: 'Lagoon Live',
  address: '3 Broad Street, Lagos',
  supportEmail: 'help@lagoon.example',
  supportPhone: '+2348031234567',
  stay: {
    checkinFrom: '15:00',
    checkoutBy: '11:00',
    taxNote: 'VAT included.',
    freeCancellationHours: 24,
  },
  reportingMinutes: 45,
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'policies-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('policyText', () => {
  it('fills the defaults with the merchant: name, contact, the hotel hours and cancellation window, the reporting time', async () => {
    const refunds = await policyText('refunds', facts, undefined);
    expect(refunds).toContain('Lagoon Live refunds to the card');
    expect(refunds).toContain(
      'Free cancellation until 24 hours before check-in (3:00 pm on your arrival day).',
    );
    expect(refunds).toContain('at the terminal 45 minutes before departure');
    expect(refunds).toContain('Email help@lagoon.example');
    expect(await policyText('terms', facts, undefined)).toContain(
      'check-in from 3:00 pm and check-out by 11:00 am',
    );
    expect(await policyText('privacy', facts, undefined)).toMatch(
      /one cookie for your checkout and session/,
    );
    expect(await policyText('contact', facts, undefined)).toContain('call +234 803 123 4567');
  });

  it("reads the merchant's own file for a page when the folder has one, and the default for the others", async () => {
    await writeFile(join(dir, 'refunds.md'), '# Our refunds\nNo refunds after the show.');
    expect(await policyText('refunds', facts, dir)).toBe(
      '# Our refunds\nNo refunds after the show.',
    );
    expect(await policyText('terms', facts, dir)).toContain('Lagoon Live, 3 Broad Street, Lagos');
  });

  it('keeps the default for an empty or oversized file, and when the folder is missing', async () => {
    await writeFile(join(dir, 'terms.md'), '  \n');
    await writeFile(join(dir, 'privacy.md'), 'x'.repeat(70_000));
    expect(await policyText('terms', facts, dir)).toContain('Who we are');
    expect(await policyText('privacy', facts, dir)).toContain('What we keep and why');
    expect(await policyText('contact', facts, join(dir, 'nowhere'))).toContain('Opening hours');
  });
});
