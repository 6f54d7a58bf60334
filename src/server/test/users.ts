import type { Role } from '~/domain/roles';
import { TEST_ORIGIN, type TestApp } from './test-app';

let counter = 0;

/** A number spelt in letters ('b', 'ba'...): names take no digits. */
export const lettersOf = (n: number) =>
  n.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!);

export type TestUser = {
  id: string;
  email: string;
  password: string;
  cookie: string;
  role: Role;
  /** Calls the API as this user. */
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
};

export async function call(
  t: TestApp,
  path: string,
  init: RequestInit & { json?: unknown; cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', TEST_ORIGIN);
  if (init.cookie) headers.set('cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return t.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Signs up a new user through the API and returns a caller holding their session cookie. A client also gives
 * her consent to keep her measurements and photos (as onboarding does) unless `consented: false`.
 */
export async function signUp(
  t: TestApp,
  role: Role,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  options: { consented?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `${role}${counter}-${Date.now()}@example.fr`;
  const password = fields.password ?? 'Velours-Indigo-42';
  const response = await call(t, '/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      firstName: fields.firstName ?? 'Camille',
      lastName: fields.lastName ?? `Test${lettersOf(counter)}`,
      email,
      password,
      role,
    },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = cookieFrom(response);
  if (role === 'client' && options.consented !== false) {
    const consent = await call(t, '/api/me/consent', { method: 'PUT', json: { consent: true }, cookie });
    if (consent.status !== 200) throw new Error(`consent failed: ${consent.status}`);
  }
  return {
    id: body.user.id,
    email,
    password,
    cookie,
    role,
    request: (path, init = {}) => call(t, path, { ...init, cookie }),
  };
}

/** The link of the newest mail sent to `email` whose link contains `pathPart`. */
export function mailedLink(t: TestApp, email: string, pathPart: string): URL {
  const mail = t.mails.findLast((m) => m.to === email && m.link?.includes(pathPart));
  if (!mail) throw new Error(`no mail to ${email} with a link to ${pathPart}`);
  return new URL(mail.link!);
}

/**
 * Follows the confirmation link mailed to the user, as they would by clicking it; returns the response
 * (a redirect that signs them in).
 */
export async function confirmEmail(t: TestApp, user: { email: string }): Promise<Response> {
  const link = mailedLink(t, user.email, '/api/auth/verify-email');
  const response = await call(t, `${link.pathname}${link.search}`);
  if (response.status !== 302) throw new Error(`confirmation failed: ${response.status}`);
  return response;
}
