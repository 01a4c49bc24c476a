// The box office's landing screen: today's events, screenings and departures as large tiles, each opening the sale
// screen with the item picked.
import Link from 'next/link';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import type { SellableKind } from '@/lib/sellables/kinds';
import type { TodaySection } from '@/server/box-office/shifts/today';
import { PICK_LINK } from './search-results';

const SECTION_TEXT: Partial<Record<SellableKind, { heading: string; none: string }>> = {
  event: { heading: 'Events', none: 'No events today.' },
  cinema: { heading: 'Screenings', none: 'No more screenings today.' },
  bus: { heading: 'Departures', none: 'No more departures today.' },
};

function Section({ section }: { section: TodaySection }) {
  const text = SECTION_TEXT[section.kind] ?? { heading: section.kind, none: 'Nothing today.' };
  const id = `today-${section.kind}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold">
        {text.heading}
      </h3>
      {section.failed ? (
        <p role="status" className="text-danger">
          Could not read today’s {text.heading.toLowerCase()} just now; search for them, or try
          again in a moment.
        </p>
      ) : section.tiles.length === 0 ? (
        <p className="text-ink-muted">{text.none}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
          {section.tiles.map((tile) => (
            <li key={tile.key}>
              <Link href={tile.href} className={`h-full min-h-24 ${PICK_LINK}`}>
                <span className="text-lg font-bold tabular-nums text-brand-700">{tile.time}</span>
                <span data-testid="tile-title" className="font-semibold">
                  {tile.title}
                </span>
                <span className="text-sm text-ink-muted">{tile.detail}</span>
                {tile.left && (
                  <span className="mt-auto pt-1 text-sm font-semibold">{tile.left}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {section.more > 0 && (
        <p className="text-sm text-ink-muted">
          {section.more} more later today: search for them by name.
        </p>
      )}
    </section>
  );
}

export function TodayTiles({ sections, day }: { sections: TodaySection[]; day: string }) {
  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <h2 id="today-heading" className="text-xl font-bold">
        Today <span className="font-normal text-ink-muted">· {formatCalendarDate(day)}</span>
      </h2>
      {sections.map((section) => (
        <Section key={section.kind} section={section} />
      ))}
    </section>
  );
}
