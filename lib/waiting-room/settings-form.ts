// The supervisor's waiting-room form as text fields: Lagos wall-clock times to instants and back, the turn in
// minutes, the two limits left blank when unused. The ranges and rules themselves are the room settings' schema.
import { z } from 'zod';
import { lagosInstant, LAGOS_OFFSET_MS } from '@/lib/format/lagos-day';

/** The form's field names, as the inputs and the error messages name them. */
export const ROOM_FIELDS = [
  'room',
  'enabled',
  'opensAt',
  'onSaleAt',
  'admitPerMinute',
  'maxActive',
  'turnMinutes',
] as const;
export type RoomField = (typeof ROOM_FIELDS)[number];

/** What the form's action hands back: what happened, and the fields to correct. */
export type RoomFormState = {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<RoomField, string>>;
} | null;

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read as Lagos time ("2026-12-05T10:00"), or null when it is not one. */
export function lagosLocalToInstant(text: string): number | null {
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const [, day, hours, minutes] = match as unknown as [string, string, string, string];
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const instant = lagosInstant(day, Number(hours) * 60 + Number(minutes));
  // A day that does not exist (2026-02-30) rolls over; it must read back the same.
  return Number.isNaN(instant) || instantToLagosLocal(instant) !== text ? null : instant;
}

/** An instant as a `datetime-local` value in Lagos time, to the minute. */
export function instantToLagosLocal(instant: number): string {
  return new Date(instant + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

const time = (label: string) =>
  z.string().transform((text, context) => {
    const instant = lagosLocalToInstant(text);
    if (instant === null) {
      context.addIssue({ code: 'custom', message: `Enter ${label} as a date and time.` });
      return z.NEVER;
    }
    return instant;
  });

/** A whole number, or undefined for a blank field. */
const optionalCount = (label: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return undefined;
      if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
        context.addIssue({
          code: 'custom',
          message: `${label} must be a whole number of 1 or more, or blank.`,
        });
        return z.NEVER;
      }
      return Number(text);
    });

const formSchema = z.object({
  room: z.string().max(64),
  enabled: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
  opensAt: time('the opening time'),
  onSaleAt: time('the on-sale time'),
  admitPerMinute: optionalCount('Admissions per minute'),
  maxActive: optionalCount('Active shoppers'),
  turnMinutes: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Enter the turn’s length in whole minutes.')
    .transform(Number),
});

/** The settings the form asks for, in the room settings' own shape. */
export interface RoomFormValues {
  id: string;
  enabled: boolean;
  opensAt: number;
  onSaleAt: number;
  admitPerMinute?: number;
  maxActive?: number;
  turnSeconds: number;
}

/** Where an issue of the room settings' schema goes on the form (its turn is in minutes there). */
export function fieldOfSetting(path: readonly PropertyKey[]): RoomField {
  const key = String(path[0] ?? '');
  if (key === 'id') return 'room';
  if (key === 'turnSeconds') return 'turnMinutes';
  return (ROOM_FIELDS as readonly string[]).includes(key) ? (key as RoomField) : 'room';
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Reads the posted form; field errors name what to correct. */
export function readRoomForm(
  form: FormData,
):
  | { ok: true; values: RoomFormValues }
  | { ok: false; fieldErrors: Partial<Record<RoomField, string>> } {
  const parsed = formSchema.safeParse(
    Object.fromEntries(
      ROOM_FIELDS.map((name) => [name, text(form, name) ?? (name === 'enabled' ? undefined : '')]),
    ),
  );
  if (!parsed.success) {
    const fieldErrors: Partial<Record<RoomField, string>> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[fieldOfSetting(issue.path)] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { room, enabled, opensAt, onSaleAt, admitPerMinute, maxActive, turnMinutes } = parsed.data;
  return {
    ok: true,
    values: {
      id: room,
      enabled,
      opensAt,
      onSaleAt,
      ...(admitPerMinute !== undefined && { admitPerMinute }),
      ...(maxActive !== undefined && { maxActive }),
      turnSeconds: turnMinutes * 60,
    },
  };
}
