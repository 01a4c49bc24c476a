// The staff bar's links to the pages this staff member's role may use, the current one marked.
'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeLink, BOX_OFFICE_LINKS } from '@/lib/box-office/navigation';
import { can, type StaffRole } from '@/lib/box-office/roles';

export function StaffNav({ role }: { role: StaffRole }) {
  const current = activeLink(usePathname());
  return (
    <nav aria-label="Box office">
      <ul className="flex flex-wrap gap-1">
        {BOX_OFFICE_LINKS.filter((link) => can(role, link.permission)).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
