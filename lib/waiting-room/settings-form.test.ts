// Tests of the supervisor's waiting-room form: Lagos times, blank limits, the turn in minutes, and errors per field.
import { describe, expect, it } from 'vitest';
import {
  fieldOfSetting,
  instantToLagosLocal,
  lagosLocalToInstant,
  readRoomForm,
} from './settings-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const FILLED = {
  room: 'shop',
  enabled: 'on',
  opensAt: '2026-12-05T09:30',
  onSaleAt: '2026-12-05T10:00',
  admitPerMinute: '200',
  maxActive: '',
  turnMinutes: '10',
};

describe('Lagos times', () => {
  it('reads a datetime-local value as Lagos time (UTC+1) and writes it back', () => {
    expect(lagosLocalToInstant('2026-12-05T10:00')).toBe(Date.parse('2026-12-05T09:00:00Z'));
    expect(instantToLagosLocal(Date.parse('2026-12-05T09:00:30Z'))).toBe('2026-12-05T10:00');
    expect(instantToLagosLocal(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30');
  });

  it('refuses what is not a time', () => {
    for (const bad of [
      '',
      '2026-12-05',
      '2026-02-30T10:00',
      '2026-12-05T24:00',
      '2026-12-05T10:60',
      '10:00',
      '2026-12-05T10:00:00',
    ])
      expect(lagosLocalToInstant(bad)).toBeNull();
  });
});

describe('readRoomForm', () => {
  it('reads the settings, a blank limit left out, the turn in seconds', () => {
    expect(readRoomForm(form(FILLED))).toEqual({
      ok: true,
      values: {
        id: 'shop',
        enabled: true,
        opensAt: Date.parse('2026-12-05T08:30:00Z'),
        onSaleAt: Date.parse('2026-12-05T09:00:00Z'),
        admitPerMinute: 200,
        turnSeconds: 600,
      },
    });
  });

  it('reads an unticked box as off', () => {
    const { enabled: _, ...unticked } = FILLED;
    const read = readRoomForm(form(unticked));
    expect(read.ok && read.values.enabled).toBe(false);
  });

  it('names each field to correct', () => {
    const read = readRoomForm(
      form({
        ...FILLED,
        opensAt: 'soon',
        admitPerMinute: '-3',
        maxActive: '1.5',
        turnMinutes: 'ten',
      }),
    );
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        opensAt: 'Enter the opening time as a date and time.',
        admitPerMinute: 'Admissions per minute must be a whole number of 1 or more, or blank.',
        maxActive: 'Active shoppers must be a whole number of 1 or more, or blank.',
        turnMinutes: 'Enter the turn’s length in whole minutes.',
      },
    });
    expect(readRoomForm(form({ enabled: 'on' })).ok).toBe(false);
  });

  it('places the settings schema’s issues on the form’s fields', () => {
    expect(fieldOfSetting(['turnSeconds'])).toBe('turnMinutes');
    expect(fieldOfSetting(['id'])).toBe('room');
    expect(fieldOfSetting(['admitPerMinute'])).toBe('admitPerMinute');
    expect(fieldOfSetting([])).toBe('room');
  });
});
