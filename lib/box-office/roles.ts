// Who at the box office may do what: one rule for pages, actions, navigation and tests. No schema here (the
// role's is in staff-schema.ts): the box office's navigation uses these rules in the browser.

// In rising order: a door team member checks tickets in, a seller also sells, a supervisor also oversees.
export const STAFF_ROLES = ['door', 'seller', 'supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  door: 'Door staff',
  seller: 'Seller',
  supervisor: 'Supervisor',
};

/**
 * Everything a signed-in staff member may be allowed. The door team checks tickets in and nothing else (no
 * selling, no sales, no cash shift); sellers see their own sales and close their own shift; supervisors see
 * everyone's, close anyone's shift, see the audit log, the staff accounts and the check-in summary, and set the
 * waiting rooms in front of an on-sale, and run the promo codes (and give a sale a manual discount).
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
  'check-in': ['door', 'seller', 'supervisor'],
  'view-check-in-summary': ['supervisor'],
  'manage-waiting-rooms': ['supervisor'],
  'manage-promo-codes': ['supervisor'],
  'give-manual-discount': ['supervisor'],
  'view-waiting-lists': ['supervisor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** True when `role` is `required` or above it: a supervisor may do whatever a seller may, a seller whatever the door may. */
export function hasRole(role: StaffRole, required: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(required);
}
