// Tests of the box office's roles: what a seller and a supervisor may do.
import { describe, expect, it } from 'vitest';
import { activeLink, BOX_OFFICE_LINKS } from './navigation';
import { can, hasRole, staffRoleSchema } from './roles';

describe('roles', () => {
  it('lets sellers sell, reprint and see their own sales and the report', () => {
    for (const permission of ['sell', 'reprint', 'view-own-sales', 'view-report', 'close-own-shift'] as const) expect(can('seller', permission)).toBe(true);
  });

  it('keeps the audit log, everyone’s sales and staff accounts to supervisors', () => {
    for (const permission of ['view-all-sales', 'view-audit', 'manage-staff', 'close-any-shift'] as const) {
      expect(can('seller', permission)).toBe(false);
      expect(can('supervisor', permission)).toBe(true);
    }
  });

  it('lets a supervisor do whatever a seller may', () => {
    for (const link of BOX_OFFICE_LINKS) if (can('seller', link.permission)) expect(can('supervisor', link.permission)).toBe(true);
    expect(hasRole('supervisor', 'seller')).toBe(true);
    expect(hasRole('supervisor', 'supervisor')).toBe(true);
    expect(hasRole('seller', 'seller')).toBe(true);
    expect(hasRole('seller', 'supervisor')).toBe(false);
  });

  it('knows no other role', () => {
    expect(staffRoleSchema.safeParse('admin').success).toBe(false);
    expect(staffRoleSchema.safeParse('Supervisor').success).toBe(false);
  });

  it('shows a seller three pages and a supervisor five', () => {
    const shown = (role: 'seller' | 'supervisor') => BOX_OFFICE_LINKS.filter((link) => can(role, link.permission)).map((link) => link.label);
    expect(shown('seller')).toEqual(['Sell', 'Sales', 'Report']);
    expect(shown('supervisor')).toEqual(['Sell', 'Sales', 'Report', 'Audit', 'Staff']);
  });

  it('marks the page being shown, the longest matching link winning', () => {
    expect(activeLink('/box-office')?.label).toBe('Sell');
    expect(activeLink('/box-office/sales/ABC-1')?.label).toBe('Sales');
    expect(activeLink('/box-office/audit')?.label).toBe('Audit');
    expect(activeLink('/box-office-old')).toBeUndefined();
    expect(activeLink('/box-office/sign-in')?.label).toBe('Sell');
  });
});
