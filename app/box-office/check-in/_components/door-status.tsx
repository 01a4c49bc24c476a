// The door's side panel: live counts per gate (checked in / sold), whether the device is online, how many
// offline check-ins wait to be sent, and the conflicts the server reported about them.
'use client';

import { timeOfDay } from '@/lib/check-in/answer';
import type { GateCounts } from '@/lib/check-in/door-api';
import type { SyncProblem } from '@/lib/check-in/offline-queue';
import { BUTTON } from '@/components/ui/styles';

export function Counts({ counts, gate }: { counts: GateCounts | undefined; gate: string }) {
  if (!counts) return <p className="text-ink-muted">Counting…</p>;
  const here = counts.byGate.find((entry) => entry.gate === gate)?.checkedIn ?? 0;
  return (
    <section aria-labelledby="counts-heading" className="space-y-2">
      <h2 id="counts-heading" className="text-lg font-semibold">
        Checked in
      </h2>
      <p className="text-3xl font-bold tabular-nums">
        {counts.checkedIn}{' '}
        <span className="text-lg font-normal text-ink-muted">of {counts.sold} sold</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="font-semibold">{gate} (this gate)</dt>
        <dd className="text-right tabular-nums">{here}</dd>
        {counts.byGate
          .filter((entry) => entry.gate !== gate)
          .map((entry) => (
            <div key={entry.gate} className="contents">
              <dt>{entry.gate}</dt>
              <dd className="text-right tabular-nums">{entry.checkedIn}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

export function SyncState({
  online,
  waiting,
  savedAt,
  bundleFailed,
  problems,
  onDismiss,
}: {
  online: boolean;
  waiting: number;
  savedAt: number | null;
  bundleFailed: boolean;
  problems: readonly SyncProblem[];
  onDismiss: (id: string) => void;
}) {
  return (
    <section aria-label="Connection" className="space-y-2">
      <p role="status" className="font-semibold">
        <span
          aria-hidden="true"
          className={`mr-2 inline-block size-3 rounded-full ${online ? 'bg-success' : 'bg-warning'}`}
        />
        {online ? 'Online' : 'Offline: checking on this device'}
        {waiting > 0 && ` · ${waiting} waiting to send`}
      </p>
      <p className="text-sm text-ink-muted">
        {savedAt
          ? `List on this device since ${timeOfDay(savedAt)}.`
          : bundleFailed
            ? 'The list could not be downloaded yet.'
            : 'Downloading the list…'}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="space-y-2 rounded-lg border-2 border-danger p-3">
          <h2 className="font-semibold text-danger">Sent, but not recorded</h2>
          <ul className="space-y-2">
            {problems.map((problem) => (
              <li key={problem.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {problem.outcome === 'conflict' ? 'Conflict' : 'Refused'}: {problem.label},
                  scanned {timeOfDay(problem.scannedAt)} at {problem.gate}
                  {problem.outcome === 'conflict'
                    ? '; another device checked this ticket in too. A supervisor will see both.'
                    : '.'}
                </span>
                <button
                  type="button"
                  onClick={() => onDismiss(problem.id)}
                  className={`min-h-11 px-3 ${BUTTON.secondary}`}
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
