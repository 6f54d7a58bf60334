import { E2E_PORT } from './env';
import type { APIRequestContext, Page } from '@playwright/test';
import { latestMailTo, linkIn } from './mail';

let counter = 0;

/** A number spelt in letters ('b', 'ba'...): names take no digits. */
const lettersOf = (n: number) =>
  n.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!);

export type E2EUser = { email: string; password: string; firstName: string; lastName: string };

export function newUser(prefix: string): E2EUser {
  counter += 1;
  return {
    email: `${prefix}-${Date.now()}-${counter}@example.fr`,
    password: 'Velours-Indigo-42',
    firstName: prefix === 'consultant' ? 'Inès' : 'Camille',
    lastName: `Durand${lettersOf(counter)}`,
  };
}

export const DEFAULT_MEASUREMENTS = { gender: 'femme', age: 32, height: 168, weight: 60, bustSize: 90 };

/** Follows the confirmation link mailed to the user, as they would by clicking it. */
export async function confirmEmail(request: APIRequestContext, user: E2EUser) {
  const link = new URL(linkIn(await latestMailTo(user.email), '/api/auth/verify-email'));
  const response = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`confirmation failed: ${response.status()}`);
}

/**
 * Seeds a user through the API (faster than the form when the form is not what is tested), then signs
 * that API context out again. Clients are onboarded too unless `onboarded: false`, so their dashboard
 * does not send them to onboarding. Consultants confirm their email (through the mailed link) unless
 * `confirmed: false`, so they may invite.
 */
export async function seedUser(
  request: APIRequestContext,
  role: 'client' | 'consultant',
  user = newUser(role),
  options: { onboarded?: boolean; confirmed?: boolean } = {},
) {
  // better-auth refuses cookie-carrying POSTs without an Origin (CSRF protection).
  const headers = { origin: `http://localhost:${E2E_PORT}` };
  const response = await request.post('/api/auth/sign-up/email', { data: { ...user, role }, headers });
  if (!response.ok()) throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
  if (role === 'client' && options.onboarded !== false) {
    const onboarding = await request.post('/api/me/client-profile', {
      data: { ...DEFAULT_MEASUREMENTS, consent: true },
      headers,
    });
    if (!onboarding.ok()) throw new Error(`onboarding failed: ${onboarding.status()}`);
  }
  if (role === 'consultant' && options.confirmed !== false) await confirmEmail(request, user);
  const signOut = await request.post('/api/auth/sign-out', { data: {}, headers });
  if (!signOut.ok()) throw new Error(`sign-out failed: ${signOut.status()}`);
  return user;
}

/** Signs in through the API inside the page's browser context, so the page gets the session cookie. */
export async function signInAs(page: Page, user: E2EUser) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}
