// Shows its children everywhere but the box office, which has a staff bar of its own instead of the site header.
'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export function OutsideBoxOffice({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return pathname === '/box-office' || pathname.startsWith('/box-office/') ? null : children;
}
