import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE, TIME_ZONE_META, zoneOffsets } from '~/domain/time-zone';
import { createApp } from '~/server/app';
import { clothingItems, consultantClients } from '~/server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';
import { signUp } from '~/server/test/users';
import { drawPage } from '~/web/entry-server';

/**
 * The server and the web app together: the server draws each screen with the app's own routes and components
 * (src/web/entry-server.tsx), through the API and its access rules (decision record 0051).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** index.html as Vite writes it: the entry script, a module it preloads, an empty root. */
const APP_HTML =
  '<!doctype html><html lang="fr"><head><title>Atelier</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
  '<body><div id="root"></div></body></html>';

describe('the screens the server draws (src/web/entry-server.tsx)', () => {
  let drawnRoot: string;
  let withPages: ReturnType<typeof createApp>;
  beforeAll(async () => {
    drawnRoot = await mkdtemp(join(tmpdir(), 'atelier-drawn-'));
    await writeFile(join(drawnRoot, 'index.html'), APP_HTML);
    withPages = createApp(t.deps, { webRoot: drawnRoot, drawPage });
  });
  afterAll(() => rm(drawnRoot, { recursive: true, force: true }));

  const page = (path: string, cookie?: string) =>
    withPages.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  const stateOf = (html: string) =>
    JSON.parse(html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)![1]!) as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };

  it('draws the sign-in page for anyone, its scripts loaded after it has painted', async () => {
    const response = await page('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toMatch(
      /<div id="root"><fieldset disabled(="")? role="none" class="pointer-events-none contents">.*Mot de passe/s,
    );
    expect(html).toContain(
      '<script type="module" src="/after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js">',
    );
    expect(html).not.toContain('<script type="module" crossorigin');
    // React's own props (the toaster's `suppressHydrationWarning`) are never written as attributes; the toaster
    // itself comes with the first toast.
    expect(html).not.toMatch(/suppresshydrationwarning/i);
    expect(html).not.toContain('aria-label="Notifications');
    expect(stateOf(html).queries).toContainEqual(expect.objectContaining({ queryKey: ['me'] }));
  });

  it("draws a client's wardrobe with her garments, privately, and sends anyone else on", async () => {
    const client = await signUp(t, 'client');
    const onboarded = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { gender: 'femme', age: 30, height: 165, weight: 58, bustSize: 88, consent: true },
    });
    expect(onboarded.status).toBe(201);
    await t.db.insert(clothingItems).values({
      userId: client.id,
      name: 'Trench <beige>',
      category: 'outerwear',
      imageKey: 'garments/trench.png',
    });

    const response = await page('/client/dashboard/wardrobe', client.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    // Her garment's name as text, never as markup.
    expect(html).toMatch(/Trench &lt;beige(&gt;|>)/);
    expect(html).not.toContain('<beige>');
    const state = stateOf(html);
    expect(state.queries.find((query) => query.queryKey[0] === 'me')?.state.data).toMatchObject({
      id: client.id,
    });
    // The state can carry a garment's name without closing its script.
    expect(html).toContain('Trench \\u003cbeige>');

    const signedOut = await page('/client/dashboard/wardrobe');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/login');
    const forged = await page('/client/dashboard/wardrobe', 'atelier.session_token=forged.signature');
    expect(forged.headers.get('location')).toBe('/login');
    const consultant = await signUp(t, 'consultant');
    const wrongRole = await page('/client/dashboard/wardrobe', consultant.cookie);
    expect(wrongRole.status).toBe(302);
    expect(wrongRole.headers.get('location')).toBe('/consultant/dashboard');
    for (const other of [signedOut, forged, wrongRole]) expect(await other.text()).not.toContain('Trench');
  });

  it("shows a client's file to her consultant only: a stranger gets the browser's page, without her data", async () => {
    const client = await signUp(t, 'client', { firstName: 'Inès', lastName: "D'Arc" });
    await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { gender: 'femme', age: 30, height: 165, weight: 58, bustSize: 88, consent: true },
    });
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });

    const editor = await page(`/consultant/client/${client.id}/outfits/create`, consultant.cookie);
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain('Création de Tenue');
    expect(html).toMatch(/Inès D(&#x27;|')Arc/);
    expect(html).toContain(client.email);

    const stranger = await signUp(t, 'consultant');
    const refused = await page(`/consultant/client/${client.id}/outfits/create`, stranger.cookie);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('<div id="root"></div>');
    expect(refusedHtml).not.toContain(client.email);
    expect(refusedHtml).not.toContain('page-state');
  });

  it("shows times in the zone the visitor's browser told, else in France's", async () => {
    const client = await signUp(t, 'client');
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const sent = await consultant.request('/api/conversations', {
      method: 'POST',
      json: { participantId: client.id },
    });
    expect(sent.status).toBeLessThan(300);
    const { id } = (await sent.json()) as { id: string };
    const message = await consultant.request(`/api/conversations/${id}/messages`, {
      method: 'POST',
      json: { content: 'Bonjour' },
    });
    expect(message.status).toBe(201);
    const { createdAt } = (await message.json()) as { createdAt: string };
    const hour = (timeZone: string) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(createdAt),
      );
    const path = `/consultant/dashboard/messages/${id}`;
    expect(await (await page(path, consultant.cookie)).text()).toContain(`>${hour('Europe/Paris')}<`);
    const montreal = `${consultant.cookie}; ${TIME_ZONE_COOKIE}=America%2FMontreal`;
    const drawnInMontreal = await (await page(path, montreal)).text();
    expect(drawnInMontreal).toContain(`>${hour('America/Montreal')}<`);
    // The zone it was drawn in, with its offsets, by which a browser there knows it without asking Intl.
    const offsets = zoneOffsets('America/Montreal', new Date().getFullYear());
    expect(offsets).toBe('300 240');
    expect(drawnInMontreal).toContain(
      `<meta name="${TIME_ZONE_META}" content="America/Montreal ${offsets}">`,
    );
    // The cookie as browsers now write it: the name, then the offsets.
    const withOffsets = `${consultant.cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent('Asia/Tokyo -540 -540')}`;
    expect(await (await page(path, withOffsets)).text()).toContain(`>${hour('Asia/Tokyo')}<`);
    const nonsense = `${consultant.cookie}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`;
    expect(await (await page(path, nonsense)).text()).toContain(`>${hour('Europe/Paris')}<`);
  });

  it("serves the browser's page when drawing fails", async () => {
    const failing = createApp(t.deps, {
      webRoot: drawnRoot,
      drawPage: () => Promise.reject(new Error('render failed')),
    });
    const response = await failing.request(`${TEST_ORIGIN}/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
