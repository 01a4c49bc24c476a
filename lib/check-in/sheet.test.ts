// Tests of a check-in list as CSV: quoting, and cells a spreadsheet would run as formulas.
import { describe, expect, it } from 'vitest';
import { checkInCsv, checkInCsvName, type SheetRow } from './sheet';

const row = (over: Partial<SheetRow['ticket']> = {}, checkedIn = false): SheetRow => ({
  ticket: {
    id: 'tk1',
    reference: 'web-AAAA',
    kind: 'event',
    listKey: 'event:e1:2026-12-05',
    listTitle: 'Afrobeats Live',
    holderName: 'Ada Obi',
    seat: null,
    room: null,
    nights: null,
    ticketType: 'Regular',
    startsAt: null,
    validFrom: 0,
    validUntil: 1,
    ...over,
  },
  phone: '+2348031234567',
  email: 'ada@example.com',
  state: checkedIn ? 'inside' : 'not-in',
  firstIn: checkedIn
    ? {
        ticketId: 'tk1',
        entry: 1,
        direction: 'in',
        at: Date.UTC(2026, 11, 5, 18, 30),
        gate: 'North, main',
        by: 'Gate "One"',
      }
    : null,
});

describe('checkInCsv', () => {
  it('writes a header and one row per ticket, quoting commas and quotes, the time in Lagos', () => {
    const [header, first, ...rest] = checkInCsv([row({}, true)]).split('\r\n');
    expect(header).toBe(
      'reference,ticket,name,phone,email,type,seat,room,checked_in,checked_in_at_lagos,gate,by',
    );
    expect(first).toMatch(
      /^web-AAAA,tk1,Ada Obi,'\+2348031234567,ada@example.com,Regular,,,yes,.*19:30.*,"North, main","Gate ""One"""$/,
    );
    expect(rest).toEqual(['']);
  });

  it('disarms cells a spreadsheet would run as a formula', () => {
    for (const name of ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)']) {
      const line = checkInCsv([row({ holderName: name })]).split('\r\n')[1]!;
      const cell = line.split(',')[2]!;
      expect(cell.replace(/^"/, '')).toMatch(/^'/);
    }
  });

  it('names the file after the list, safely', () => {
    expect(checkInCsvName('cinema:f1:3:2026-12-05T19:30')).toBe(
      'check-in-cinema-f1-3-2026-12-05T19-30.csv',
    );
  });
});
