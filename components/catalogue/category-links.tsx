// Categories as links into the filtered event list.
import Link from 'next/link';
import type { EventCategory } from '@/lib/catalogue/types';
import { eventsHref } from '@/lib/catalogue/event-query';

export function CategoryLinks({ categories }: { categories: EventCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={eventsHref({ category: category.id })}
            className="inline-block rounded-full border border-black/15 bg-surface px-4 py-1.5 text-sm font-medium hover:border-brand-500"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
