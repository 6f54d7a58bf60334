import { request as playwrightRequest } from '@playwright/test';
import { E2E_PORT } from './env';
import { DEFAULT_MEASUREMENTS, type E2EUser } from './users';

const baseURL = `http://localhost:${E2E_PORT}`;
const headers = { origin: baseURL };

/** Signs a user in on a fresh API context (its own cookie jar). */
async function apiAs(user: E2EUser) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return context;
}

/** Creates a client linked to the consultant through a real invitation, accepted by the client. */
export async function seedLinkedClient(consultant: E2EUser, client: E2EUser) {
  const consultantApi = await apiAs(consultant);
  const invite = await consultantApi.post('/api/invites', { data: { email: client.email } });
  if (!invite.ok()) throw new Error(`invite failed: ${invite.status()}`);
  const { token } = (await invite.json()) as { token: string };
  await consultantApi.dispose();

  const clientApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const signUp = await clientApi.post('/api/auth/sign-up/email', { data: { ...client, role: 'client' } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  await clientApi.post('/api/me/client-profile', { data: DEFAULT_MEASUREMENTS });
  const accept = await clientApi.post(`/api/invites/${token}/accept`);
  if (!accept.ok()) throw new Error(`accept failed: ${accept.status()}`);
  const { id } = (await (await clientApi.get('/api/me')).json()) as { id: string };
  await clientApi.dispose();
  return id;
}

/** Adds a garment to a user's wardrobe through the API (a plain coloured photo). */
export async function seedGarment(
  user: E2EUser,
  fields: { category: string; color?: string; season?: string; notes?: string },
  photo: Buffer,
) {
  const api = await apiAs(user);
  const response = await api.post('/api/wardrobe/items', {
    multipart: {
      ...fields,
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  if (!response.ok()) throw new Error(`garment failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
}
