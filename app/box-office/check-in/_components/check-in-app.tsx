// The door's check-in screen: choose the list and gate, then scan (camera, handheld scanner or search); each
// answer fills the screen. Online, the server decides; with no network the device decides from its own copy of
// the list with the same rule, queues the check-in and sends it when the network returns.
'use client';

import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { answerOf, type Answer } from '@/lib/check-in/answer';
import {
  DoorApiError,
  fetchCounts,
  searchTickets,
  sendScan,
  type CheckInList,
  type GateCounts,
  type SearchHit,
} from '@/lib/check-in/door-api';
import {
  deviceSettingsSnapshot,
  rememberChoice,
  subscribeDeviceSettings,
  type DeviceSettings,
} from '@/lib/check-in/device-settings';
import {
  checkCodeOffline,
  checkTicketOffline,
  knownCheckIns,
  searchOffline,
  type OfflineCheck,
  type ScanContext,
} from '@/lib/check-in/offline-queue';
import { keepPageOffline } from '@/lib/check-in/offline-page';
import { playTone } from '@/lib/check-in/sound';
import { isInside, type Direction, type Verdict } from '@/lib/check-in/verdict';
import { BUTTON } from '@/components/ui/styles';
import { CameraScanner } from './camera-scanner';
import { CodeEntry } from './code-entry';
import { Counts, SyncState } from './door-status';
import { ListChooser } from './list-chooser';
import { TicketSearch } from './ticket-search';
import { useDoorCopy } from './use-door-copy';
import { VerdictScreen } from './verdict-screen';

const COUNTS_REFRESH_MS = 10_000;

/** The answer to a verdict reached now (times of today are said briefly). */
const answerNow = (verdict: Verdict, offline = false) => answerOf(verdict, Date.now(), offline);
/** What a queued check-in or a recorded one is stamped with. */
const scanTime = () => Date.now();
const countsKey = (listKey: string) => ['check-in-counts', listKey] as const;

/** What was last scanned, so check-out and re-entry can scan it again the other way. */
type Shown = {
  answer: Answer;
  verdict: Verdict | null;
  again: ((direction: Direction) => void) | null;
};

function Door({
  lists,
  staffName,
  settings,
  onChange,
}: {
  lists: readonly CheckInList[];
  staffName: string;
  settings: DeviceSettings;
  onChange: () => void;
}) {
  const { listKey, gate, deviceId } = settings;
  const queryClient = useQueryClient();
  const setCounts = useCallback(
    (counts: GateCounts) => queryClient.setQueryData(countsKey(listKey), counts),
    [queryClient, listKey],
  );
  const copy = useDoorCopy(listKey, deviceId, setCounts);
  const counts = useQuery({
    queryKey: countsKey(listKey),
    queryFn: () => fetchCounts(listKey),
    refetchInterval: COUNTS_REFRESH_MS,
    enabled: copy.online,
  });
  const [shown, setShown] = useState<Shown | null>(null);
  const list = lists.find((entry) => entry.key === listKey) ?? copy.bundle?.list;

  const show = (answer: Answer, verdict: Verdict | null, again: Shown['again']) => {
    setShown({ answer, verdict, again });
    playTone(answer.tone);
  };
  const problem = (message: string) =>
    show({ tone: 'stop', title: 'Could not check', lines: [message], offline: false }, null, null);

  const context = (direction: Direction): ScanContext => ({
    gate,
    direction,
    by: staffName,
    now: scanTime(),
    newId: () => crypto.randomUUID(),
  });

  const decideOffline = async (
    check: (ctx: ScanContext) => OfflineCheck | null,
    again: Shown['again'],
    direction: Direction,
  ) => {
    const result = check(context(direction));
    if (!result)
      return problem('This device has no copy of the list yet; connect once to download it.');
    if (result.scan) await copy.queueScan(result.scan);
    show(answerNow(result.verdict, true), result.verdict, again);
  };

  /** Online the server answers; a network failure falls back to the device's own copy. */
  const scan = async (code: string, direction: Direction = 'in') => {
    const again = (next: Direction) => void scan(code, next);
    setShown(null);
    if (navigator.onLine) {
      try {
        const reply = await sendScan({ code, listKey, gate, direction, deviceId });
        setCounts(reply.counts);
        const { verdict } = reply;
        if (verdict.status === 'valid')
          copy.noteRecorded({
            ticketId: verdict.ticket.id,
            entry: verdict.entry,
            direction: verdict.direction,
            at: scanTime(),
            gate,
            by: staffName,
          });
        return show(answerNow(verdict), verdict, again);
      } catch (error) {
        if (error instanceof DoorApiError) return problem(error.message);
      }
    }
    const bundle = copy.bundle;
    await decideOffline(
      (ctx) => bundle && checkCodeOffline(code, bundle, copy.queue, ctx),
      again,
      direction,
    );
  };

  const checkInFound = (hit: SearchHit) => {
    const bundle = copy.bundle;
    // Found tickets carry the code their QR shows; the order's reference picks its next ticket otherwise.
    if (navigator.onLine) return void scan(hit.code ?? hit.ticket.reference);
    void decideOffline(
      (ctx) => bundle && checkTicketOffline(hit.ticket, bundle, copy.queue, ctx),
      null,
      'in',
    );
  };

  const search = async (query: string): Promise<SearchHit[]> => {
    if (navigator.onLine) {
      try {
        return (await searchTickets(listKey, query)).tickets;
      } catch (error) {
        if (error instanceof DoorApiError) throw error;
      }
    }
    const checkIns = copy.bundle ? knownCheckIns(copy.bundle, copy.queue) : [];
    const state = (id: string): SearchHit['state'] =>
      isInside(id, checkIns)
        ? 'inside'
        : checkIns.some((c) => c.ticketId === id)
          ? 'out'
          : 'not-in';
    return copy.bundle
      ? searchOffline(copy.bundle, query).map((ticket) => ({ ticket, state: state(ticket.id) }))
      : [];
  };

  const reentry = copy.bundle?.reentry ?? false;
  const status = shown?.verdict?.status;
  const direction = shown?.verdict?.status === 'valid' ? shown.verdict.direction : null;
  const again = shown?.again;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg">
          <span className="font-semibold">{list?.title ?? 'This list'}</span> · {gate}
        </p>
        <button type="button" onClick={onChange} className={`min-h-11 px-3 ${BUTTON.secondary}`}>
          Change list or gate
        </button>
      </div>
      <VerdictScreen
        answer={shown?.answer ?? null}
        actions={{
          onDismiss: () => setShown(null),
          onCheckOut:
            reentry && again && (direction === 'in' || status === 'already')
              ? () => again('out')
              : undefined,
          onReenter:
            reentry && again && (direction === 'out' || status === 'not-in')
              ? () => again('in')
              : undefined,
        }}
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <CodeEntry onCode={(code) => void scan(code)} />
          <CameraScanner onCode={(code) => void scan(code)} />
          <TicketSearch search={search} onCheckIn={checkInFound} />
        </div>
        <aside aria-label="Door status" className="space-y-6">
          <Counts counts={counts.data} gate={gate} />
          <SyncState
            online={copy.online}
            waiting={copy.queue.length}
            savedAt={copy.savedAt}
            bundleFailed={copy.bundleFailed}
            problems={copy.problems}
            onDismiss={(id) => void copy.dismiss(id)}
          />
        </aside>
      </div>
    </div>
  );
}

/** `opening` is shown until the device's settings are read: on the server, and in a browser that runs no script. */
export function CheckInApp({
  lists,
  staffName,
  opening,
}: {
  lists: readonly CheckInList[];
  staffName: string;
  opening: ReactNode;
}) {
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  );
  // The device's settings live in localStorage, which the server cannot read: null there and while hydrating.
  const settings = useSyncExternalStore(
    subscribeDeviceSettings,
    deviceSettingsSnapshot,
    () => null,
  );
  const [choosing, setChoosing] = useState(false);
  useEffect(() => void keepPageOffline(), []);
  if (!settings) return opening;
  const choose = (listKey: string, gate: string) => {
    rememberChoice(listKey, gate);
    setChoosing(false);
  };
  const ready =
    !choosing && settings.gate !== '' && lists.some((list) => list.key === settings.listKey);
  return (
    <QueryClientProvider client={client}>
      {ready ? (
        <Door
          key={`${settings.listKey} ${settings.gate}`}
          lists={lists}
          staffName={staffName}
          settings={settings}
          onChange={() => setChoosing(true)}
        />
      ) : (
        <ListChooser
          lists={lists}
          listKey={settings.listKey}
          gate={settings.gate}
          onChoose={choose}
        />
      )}
    </QueryClientProvider>
  );
}
