import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

export type E2EUser = { email: string; password: string; firstName: string; lastName: string };

export function newUser(prefix: string): E2EUser {
  counter += 1;
  return {
    email: `${prefix}-${Date.now()}-${counter}@example.fr`,
    password: 'motdepasse1',
    firstName: prefix === 'consultant' ? 'Inès' : 'Camille',
    lastName: `Durand${counter}`,
  };
}

/** Seeds a user through the API (faster than the form when the form is not what is tested). */
export async function seedUser(
  request: APIRequestContext,
  role: 'client' | 'consultant',
  user = newUser(role),
) {
  const response = await request.post('/api/auth/sign-up/email', { data: { ...user, role } });
  if (!response.ok()) throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Signs in through the API inside the page's browser context, so the page gets the session cookie. */
export async function signInAs(page: Page, user: E2EUser) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}
