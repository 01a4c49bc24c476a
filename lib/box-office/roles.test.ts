// Tests of the box office's roles: what the door team, a seller and a supervisor may do.
import { describe, expect, it } from 'vitest';
import { activeLink, BOX_OFFICE_LINKS } from './navigation';
import { can, hasRole } from './roles';
import { staffRoleSchema } from './staff-schema';

describe('roles', () => {
  it('lets sellers sell, reprint and see their own sales and the report', () => {
    for (const permission of [
      'sell',
      'reprint',
      'view-own-sales',
      'view-report',
      'close-own-shift',
    ] as const)
      expect(can('seller', permission)).toBe(true);
  });

  it('keeps the audit log, everyone’s sales and staff accounts to supervisors', () => {
    for (const permission of [
      'view-all-sales',
      'view-audit',
      'manage-staff',
      'close-any-shift',
      'manage-waiting-rooms',
      'manage-promo-codes',
      'give-manual-discount',
      'view-waiting-lists',
    ] as const) {
      expect(can('seller', permission)).toBe(false);
      expect(can('supervisor', permission)).toBe(true);
    }
  });

  it('lets a supervisor do whatever a seller may', () => {
    for (const link of BOX_OFFICE_LINKS)
      if (can('seller', link.permission)) expect(can('supervisor', link.permission)).toBe(true);
    expect(hasRole('supervisor', 'seller')).toBe(true);
    expect(hasRole('supervisor', 'supervisor')).toBe(true);
    expect(hasRole('seller', 'seller')).toBe(true);
    expect(hasRole('seller', 'supervisor')).toBe(false);
  });

  it('lets the door team check tickets in and nothing else', () => {
    expect(can('door', 'check-in')).toBe(true);
    expect(can('seller', 'check-in')).toBe(true);
    expect(can('supervisor', 'check-in')).toBe(true);
    for (const permission of [
      'sell',
      'reprint',
      'view-own-sales',
      'view-report',
      'view-all-sales',
      'view-audit',
      'manage-staff',
      'close-own-shift',
      'close-any-shift',
      'view-check-in-summary',
      'manage-waiting-rooms',
      'manage-promo-codes',
      'give-manual-discount',
      'view-waiting-lists',
    ] as const) {
      expect(can('door', permission)).toBe(false);
    }
    expect(can('seller', 'view-check-in-summary')).toBe(false);
    expect(can('supervisor', 'view-check-in-summary')).toBe(true);
    expect(hasRole('door', 'seller')).toBe(false);
    expect(hasRole('seller', 'door')).toBe(true);
    expect(hasRole('door', 'door')).toBe(true);
  });

  it('knows no other role', () => {
    expect(staffRoleSchema.safeParse('admin').success).toBe(false);
    expect(staffRoleSchema.safeParse('Supervisor').success).toBe(false);
  });

  it('shows the door team one page, a seller four and a supervisor nine', () => {
    const shown = (role: 'door' | 'seller' | 'supervisor') =>
      BOX_OFFICE_LINKS.filter((link) => can(role, link.permission)).map((link) => link.label);
    expect(shown('door')).toEqual(['Check-in']);
    expect(shown('seller')).toEqual(['Sell', 'Sales', 'Report', 'Check-in']);
    expect(shown('supervisor')).toEqual([
      'Sell',
      'Sales',
      'Report',
      'Check-in',
      'Door summary',
      'Audit',
      'Staff',
      'Waiting rooms',
      'Promo codes',
      'Waiting lists',
    ]);
  });

  it('marks the page being shown, the longest matching link winning', () => {
    expect(activeLink('/box-office')?.label).toBe('Sell');
    expect(activeLink('/box-office/sales/ABC-1')?.label).toBe('Sales');
    expect(activeLink('/box-office/audit')?.label).toBe('Audit');
    expect(activeLink('/box-office/check-in/manifest')?.label).toBe('Check-in');
    expect(activeLink('/box-office/check-in/summary')?.label).toBe('Door summary');
    expect(activeLink('/box-office/waiting-rooms')?.label).toBe('Waiting rooms');
    expect(activeLink('/box-office/promo-codes')?.label).toBe('Promo codes');
    expect(activeLink('/box-office-old')).toBeUndefined();
    expect(activeLink('/box-office/sign-in')?.label).toBe('Sell');
  });
});
