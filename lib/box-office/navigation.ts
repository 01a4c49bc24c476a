// The box office's pages in the staff bar, each shown to the roles allowed to use it.
import type { Permission } from './roles';

export interface BoxOfficeLink {
  href: string;
  label: string;
  permission: Permission;
}

export const BOX_OFFICE_LINKS: readonly BoxOfficeLink[] = [
  { href: '/box-office', label: 'Sell', permission: 'sell' },
  { href: '/box-office/sales', label: 'Sales', permission: 'view-own-sales' },
  { href: '/box-office/report', label: 'Report', permission: 'view-report' },
  { href: '/box-office/check-in', label: 'Check-in', permission: 'check-in' },
  {
    href: '/box-office/check-in/summary',
    label: 'Door summary',
    permission: 'view-check-in-summary',
  },
  { href: '/box-office/audit', label: 'Audit', permission: 'view-audit' },
  { href: '/box-office/staff', label: 'Staff', permission: 'manage-staff' },
  { href: '/box-office/waiting-rooms', label: 'Waiting rooms', permission: 'manage-waiting-rooms' },
  { href: '/box-office/promo-codes', label: 'Promo codes', permission: 'manage-promo-codes' },
  { href: '/box-office/waiting-lists', label: 'Waiting lists', permission: 'view-waiting-lists' },
];

/** The link of the page at `pathname`: the longest href it starts with, so /box-office/sales/… is Sales, not Sell. */
export function activeLink(pathname: string): BoxOfficeLink | undefined {
  return [...BOX_OFFICE_LINKS]
    .sort((a, b) => b.href.length - a.href.length)
    .find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`));
}
