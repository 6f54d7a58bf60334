import { request as playwrightRequest } from '@playwright/test';
import { E2E_PORT } from './env';
import { latestMailTo, linkIn } from './mail';
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

/**
 * Creates a client linked to the consultant through a real invitation, accepted by the client with the
 * proof of the mailed link (which confirms their email).
 */
export async function seedLinkedClient(consultant: E2EUser, client: E2EUser) {
  const consultantApi = await apiAs(consultant);
  const invite = await consultantApi.post('/api/invites', { data: { email: client.email } });
  if (!invite.ok()) throw new Error(`invite failed: ${invite.status()}`);
  const { token } = (await invite.json()) as { token: string };
  await consultantApi.dispose();
  const proof = new URL(linkIn(await latestMailTo(client.email), '/invite/')).searchParams.get('proof');

  const clientApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const signUp = await clientApi.post('/api/auth/sign-up/email', { data: { ...client, role: 'client' } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  await clientApi.post('/api/me/client-profile', { data: { ...DEFAULT_MEASUREMENTS, consent: true } });
  const accept = await clientApi.post(`/api/invites/${token}/accept`, { data: { proof } });
  if (!accept.ok()) throw new Error(`accept failed: ${accept.status()}`);
  const { id } = (await (await clientApi.get('/api/me')).json()) as { id: string };
  await clientApi.dispose();
  return id;
}

/** Adds a garment to a user's wardrobe through the API (a plain coloured photo); returns its id. */
export async function seedGarment(
  user: E2EUser,
  fields: { category: string } & Partial<
    Record<'color' | 'season' | 'notes' | 'name' | 'brand' | 'size' | 'price' | 'purchaseDate', string>
  >,
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
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  return id;
}

/** Saves an outfit for a linked client through the API, as the editor would: its picture and garments. */
export async function seedOutfit(
  consultant: E2EUser,
  clientId: string,
  fields: { name: string; comments?: string; itemIds?: string[] },
  picture: Buffer,
) {
  const api = await apiAs(consultant);
  const response = await api.post(`/api/clients/${clientId}/outfits`, {
    multipart: {
      name: fields.name,
      comments: fields.comments ?? '',
      itemIds: JSON.stringify(fields.itemIds ?? []),
      image: { name: 'outfit.png', mimeType: 'image/png', buffer: picture },
    },
  });
  if (!response.ok()) throw new Error(`outfit failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
}

/** Sends a message from `sender` to a linked participant through the API, starting their conversation. */
export async function seedMessage(sender: E2EUser, participantId: string, content: string) {
  const api = await apiAs(sender);
  const started = await api.post('/api/conversations', { data: { participantId } });
  if (!started.ok()) throw new Error(`conversation failed: ${started.status()}`);
  const { id } = (await started.json()) as { id: string };
  const sent = await api.post(`/api/conversations/${id}/messages`, { data: { content } });
  if (!sent.ok()) throw new Error(`message failed: ${sent.status()}`);
  await api.dispose();
}

/** Saves a client's diagnosis as her consultant would, with this palette. */
export async function seedPalette(consultant: E2EUser, clientId: string, palette: string) {
  const api = await apiAs(consultant);
  const response = await api.put(`/api/clients/${clientId}/diagnosis`, {
    data: {
      morphology: null,
      morphologyNote: null,
      advice: {},
      palette,
      addedSwatches: [],
      removedSwatches: [],
      avoidColors: [],
    },
  });
  if (!response.ok()) throw new Error(`diagnosis failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
}

/**
 * A client's colour analysis through the API, as her phone would send it: her consent to keep the face photo,
 * the photo, and the colours measured on it.
 */
export async function seedColourAnalysis(
  client: E2EUser,
  clientId: string,
  photo: Buffer,
  measurements: object,
) {
  const api = await apiAs(client);
  const base = `/api/clients/${clientId}/colour-analysis`;
  const steps = [
    await api.put(`${base}/photo-consent`, { data: { consent: true } }),
    await api.put(`${base}/photo`, {
      multipart: { file: { name: 'visage.jpg', mimeType: 'image/jpeg', buffer: photo } },
    }),
    await api.put(`${base}/measurements`, { data: measurements }),
  ];
  for (const step of steps) if (!step.ok()) throw new Error(`colour analysis failed: ${step.status()}`);
  const { photoUrl } = (await steps[2]!.json()) as { photoUrl: string };
  await api.dispose();
  return photoUrl;
}
