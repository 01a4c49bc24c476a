// A supervisor sets the waiting room in front of an event's on-sale or the whole shop (on or off, its times, how
// fast it lets shoppers in, how long a turn lasts), or removes it. Each change is in the audit log.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { lagosIsoString } from '@/lib/format/event-date';
import {
  fieldOfSetting,
  readRoomForm,
  type RoomField,
  type RoomFormState,
} from '@/lib/waiting-room/settings-form';
import { recordAudit } from '@/server/staff/audit';
import { staffAction } from '@/server/staff/staff-session';
import { refuse, type Refusal } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import {
  removeRoom,
  roomIdSchema,
  roomSettingsSchema,
  saveRoomSettings,
  type RoomSettings,
} from '@/server/waiting-room/settings';
import { eventOfRoom } from '@/server/waiting-room/sold-out';

const PAGE = '/box-office/waiting-rooms';

const CHECK_FIELDS = 'Check the fields marked below.';

/** While the storefront's database is away: nothing was changed. */
const unavailable = (): RoomFormState => ({
  ok: false,
  message: 'The waiting rooms cannot be changed right now. Try again in a minute.',
});

const refused = (
  message: string,
  fieldErrors?: Partial<Record<RoomField, string>>,
): RoomFormState => ({ ok: false, message, ...(fieldErrors && { fieldErrors }) });

/** The form read and held to the room settings' own rules (a limit set, opening no later than the sale). */
function settingsOf(form: FormData): RoomSettings | Refusal<RoomFormState> {
  const read = readRoomForm(form);
  if (!read.ok) return refuse(refused(CHECK_FIELDS, read.fieldErrors));
  const parsed = roomSettingsSchema.safeParse(read.values);
  if (parsed.success) return parsed.data;
  const fieldErrors: Partial<Record<RoomField, string>> = {};
  for (const issue of parsed.error.issues)
    fieldErrors[fieldOfSetting(issue.path)] ??= issue.message;
  return refuse(refused(CHECK_FIELDS, fieldErrors));
}

/** The event a room stands in front of, by its title; null for the shop's, undefined when the service does not know it. */
async function subjectOf(roomId: string): Promise<{ title: string | null } | undefined | 'down'> {
  const eventId = eventOfRoom(roomId);
  if (eventId === undefined) return { title: null };
  const read = await readOrDown(getEvent(eventId));
  if (!read.ok) return 'down';
  return read.value ? { title: read.value.title } : undefined;
}

const auditDetail = (settings: RoomSettings) => ({
  enabled: settings.enabled,
  opensAt: lagosIsoString(settings.opensAt),
  onSaleAt: lagosIsoString(settings.onSaleAt),
  admitPerMinute: settings.admitPerMinute ?? null,
  maxActive: settings.maxActive ?? null,
  turnSeconds: settings.turnSeconds,
});

export const saveWaitingRoom = staffAction<
  [previous: RoomFormState, form: FormData],
  RoomSettings,
  RoomFormState
>(
  {
    role: 'supervisor',
    needs: 'for an event’s room, an event the service knows',
    checks:
      'the room (the shop, or event:<UUID>), the times (Lagos, opening no later than the sale), the limits (whole numbers, at least one) and the turn (1 to 240 minutes)',
    input: settingsOf,
    unavailable,
  },
  async (supervisor, settings) => {
    const subject = await subjectOf(settings.id);
    if (subject === 'down')
      return refused(
        'The events cannot be read right now, so the room was not saved. Try again in a minute.',
      );
    if (!subject)
      return refused('That event no longer exists. Reload the page.', {
        room: 'Choose an event the shop sells.',
      });
    await saveRoomSettings(await storefrontDatabase(), settings, supervisor.id, Date.now());
    await recordAudit({
      staffId: supervisor.id,
      action: 'waiting-room-saved',
      subject: settings.id,
      detail: auditDetail(settings),
    });
    revalidatePath(PAGE);
    const name = subject.title ?? 'the whole shop';
    return {
      ok: true,
      message: `The waiting room for ${name} is saved and ${settings.enabled ? 'on' : 'off'}.`,
    };
  },
);

const removeSchema = z.object({ room: roomIdSchema });

export const removeWaitingRoom = staffAction<
  [previous: RoomFormState, form: FormData],
  string,
  RoomFormState
>(
  {
    role: 'supervisor',
    needs: 'a room that exists; its places go with it',
    checks: 'the room (the shop, or event:<UUID>)',
    input: (form) => {
      const parsed = removeSchema.safeParse({ room: form.get('room') });
      return parsed.success
        ? parsed.data.room
        : refuse(refused('That waiting room could not be removed. Reload the page and try again.'));
    },
    unavailable,
  },
  async (supervisor, roomId) => {
    if (!(await removeRoom(await storefrontDatabase(), roomId)))
      return refused('That waiting room was already removed. Reload the page.');
    await recordAudit({ staffId: supervisor.id, action: 'waiting-room-removed', subject: roomId });
    revalidatePath(PAGE);
    return {
      ok: true,
      message:
        'The waiting room is removed: its queue is gone and tickets are on sale to everyone.',
    };
  },
);
