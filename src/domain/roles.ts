export const ROLES = ['client', 'consultant'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where each role lands after signing in. */
export const DASHBOARD_PATH: Record<Role, string> = {
  client: '/client/dashboard',
  consultant: '/consultant/dashboard',
};

/** Where a followed confirmation link lands, unless it came from an invitation (src/server/auth/confirmation-link.ts). */
export const EMAIL_CONFIRMED_PATH = '/confirmation-email';
