// Who at the box office may do what: one rule for pages, actions, navigation and tests.
import * as z from '@/lib/validation/zod-mini';

export const STAFF_ROLES = ['seller', 'supervisor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = { seller: 'Seller', supervisor: 'Supervisor' };

/**
 * Everything a signed-in staff member may be allowed. Sellers see their own sales and close their own shift;
 * supervisors see everyone's, close anyone's shift, and see the audit log and the staff accounts.
 */
const PERMISSIONS = {
  sell: ['seller', 'supervisor'],
  reprint: ['seller', 'supervisor'],
  'view-own-sales': ['seller', 'supervisor'],
  'view-report': ['seller', 'supervisor'],
  'view-all-sales': ['supervisor'],
  'view-audit': ['supervisor'],
  'manage-staff': ['supervisor'],
  'close-own-shift': ['seller', 'supervisor'],
  'close-any-shift': ['supervisor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** True when `role` is `required` or above it: a supervisor may do whatever a seller may. */
export function hasRole(role: StaffRole, required: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(required);
}
