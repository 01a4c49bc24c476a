// The door's answer, filling the screen: colour, icon, words and a sound, read out by screen readers, and gone
// with the next scan. Check-out and re-entry buttons appear where the merchant allows leaving and coming back.
'use client';

import type { Answer } from '@/lib/check-in/answer';
import { BUTTON } from '@/components/ui/styles';

const LOOKS: Record<Answer['tone'], { panel: string; icon: string }> = {
  go: { panel: 'bg-success text-white', icon: '✓' },
  warn: { panel: 'bg-warning text-white', icon: '!' },
  stop: { panel: 'bg-danger text-white', icon: '✕' },
};

export interface VerdictActions {
  onCheckOut?: (() => void) | undefined;
  onReenter?: (() => void) | undefined;
  onDismiss: () => void;
}

export function VerdictScreen({
  answer,
  actions,
}: {
  answer: Answer | null;
  actions: VerdictActions;
}) {
  return (
    // The live region stays in the page so every new answer is announced, the empty one included.
    <div aria-live="assertive" aria-atomic="true">
      {answer && (
        <section
          aria-label="Scan result"
          className={`flex min-h-[45vh] flex-col justify-center gap-3 rounded-card p-6 sm:p-10 ${LOOKS[answer.tone].panel}`}
        >
          <p className="flex items-center gap-4 text-4xl font-bold sm:text-5xl">
            <span
              aria-hidden="true"
              className="grid size-16 shrink-0 place-items-center rounded-full border-4 border-white text-4xl"
            >
              {LOOKS[answer.tone].icon}
            </span>
            {answer.title}
          </p>
          {answer.lines.map((line) => (
            <p key={line} className="text-xl sm:text-2xl">
              {line}
            </p>
          ))}
          {answer.offline && (
            <p className="text-lg">
              Checked on this device; it will be sent when the network is back.
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-2">
            {actions.onCheckOut && (
              <button
                type="button"
                onClick={actions.onCheckOut}
                className={`min-h-12 px-4 ${BUTTON.secondary}`}
              >
                Check out
              </button>
            )}
            {actions.onReenter && (
              <button
                type="button"
                onClick={actions.onReenter}
                className={`min-h-12 px-4 ${BUTTON.secondary}`}
              >
                Let back in
              </button>
            )}
            <button
              type="button"
              onClick={actions.onDismiss}
              className={`min-h-12 px-4 ${BUTTON.secondary}`}
            >
              Next
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
