import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '~/domain/capture';
import type { Message } from '~/domain/messages';
import type { OutfitDetail } from '~/domain/outfits';
import type { ClothingItem } from '~/domain/wardrobe';
import { consultantClients } from './db/schema';
import { freePort } from './test/free-port';
import { garmentCutout, garmentPhoto, imageForm, solidPng } from './test/images';
import { connect, until } from './test/realtime-client';
import { startS3Server } from './test/s3-server';
import { spawnServer, untilListening, type ServerProcess } from './test/server-process';
import { createEmptyTestDatabase } from './test/test-database';
import { invoiceRequest, TEST_INVOICING } from './test/invoices';
import { openDatabase, type DatabaseHandle } from './db/client';

/**
 * The README's promise, kept: two server processes on one Postgres and one S3 store, with one SESSION_SECRET,
 * behind a load balancer that sends each request to either. Every request here names the site's public origin,
 * as the balancer would pass it on, and goes to A or B in turn.
 */
const ORIGIN = 'http://atelier.test';

type Instance = { name: string; port: number; process: ServerProcess; dataDir: string };
type Session = { id: string; cookie: string };

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances behind a load balancer', () => {
  let empty: Awaited<ReturnType<typeof createEmptyTestDatabase>>;
  let database: DatabaseHandle;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: Instance;
  let b: Instance;
  let client: Session;
  let consultant: Session;
  let garment: ClothingItem;

  async function start(name: string, env: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), `atelier-${name}-`));
    const process = spawnServer({ DATA_DIR: dataDir, PORT: port, ...env });
    await untilListening(process, port);
    return { name, port, process, dataDir };
  }

  const call = (
    on: Instance,
    path: string,
    init: RequestInit & { session?: Session; json?: unknown } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    if (init.session) headers.set('cookie', init.session.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`http://127.0.0.1:${on.port}${path}`, {
      ...init,
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
  };

  async function signUp(on: Instance, role: 'client' | 'consultant', lastName: string): Promise<Session> {
    const response = await call(on, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        firstName: 'Camille',
        lastName,
        email: `${lastName.toLowerCase()}-${Date.now()}@example.fr`,
        password: 'Velours-Indigo-42',
        role,
      },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
  }

  beforeAll(async () => {
    empty = await createEmptyTestDatabase(process.env.TEST_DATABASE_URL!);
    s3 = await startS3Server();
    const shared = {
      DATABASE_URL: empty.url,
      DATABASE_POOL_SIZE: '3',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT: 'on',
      ...s3.env,
    };
    // Both start at once on an empty database: their migrations must not collide.
    [a, b] = await Promise.all([start('a', shared), start('b', shared)]);
    database = await openDatabase({ databaseUrl: empty.url, dataDir: '', poolSize: 2 });
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      instance.process.child.kill('SIGKILL');
      await instance.process.exited;
      await rm(instance.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    await database?.close();
    await empty?.drop();
  });

  it('a client signs up on A, uploads a garment on B and sees its images through A; the files are in S3 only', async () => {
    client = await signUp(a, 'client', 'Cliente');
    expect(
      (await call(b, '/api/me/consent', { method: 'PUT', session: client, json: { consent: true } })).status,
    ).toBe(200);
    const form = imageForm({
      category: 'top',
      file: { bytes: await solidPng(600, 600, '#b3386a'), name: 'photo.png', type: 'image/png' },
      enhanced: { bytes: await garmentCutout('#b3386a'), name: 'cutout.png', type: 'image/png' },
    });
    const uploaded = await call(b, '/api/wardrobe/items', { method: 'POST', session: client, body: form });
    expect(uploaded.status).toBe(201);
    garment = (await uploaded.json()) as ClothingItem;

    for (const url of [garment.displayUrl, garment.originalUrl, garment.enhancedUrl!]) {
      const throughA = await call(a, url, { session: client });
      expect(throughA.status, url).toBe(200);
      const throughB = await call(b, url, { session: client });
      expect(Buffer.from(await throughA.arrayBuffer())).toEqual(Buffer.from(await throughB.arrayBuffer()));
    }
    // A byte range of the photo, streamed from S3 through the other instance.
    const whole = Buffer.from(await (await call(b, garment.originalUrl, { session: client })).arrayBuffer());
    const part = await call(a, garment.originalUrl, { session: client, headers: { range: 'bytes=10-109' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 110));

    // Nothing of hers lies on either instance's disk.
    for (const instance of [a, b]) {
      const files = await readdir(join(instance.dataDir), { recursive: true }).catch(() => []);
      expect(
        files.filter((file) => String(file).includes(client.id)),
        instance.name,
      ).toEqual([]);
    }
  });

  it('the consultant, on A, composes an outfit from it; the client reads it through B', async () => {
    consultant = await signUp(b, 'consultant', 'Conseillere');
    await database.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const form = imageForm({
      name: 'Réunion',
      itemIds: JSON.stringify([garment.id]),
      image: { bytes: await solidPng(600, 600, '#e5e7eb'), name: 'outfit.png', type: 'image/png' },
    });
    const created = await call(a, `/api/clients/${client.id}/outfits`, {
      method: 'POST',
      session: consultant,
      body: form,
    });
    expect(created.status).toBe(201);
    const outfit = (await created.json()) as OutfitDetail;
    const read = await call(b, `/api/outfits/${outfit.id}`, { session: client });
    expect(((await read.json()) as OutfitDetail).garments.map((g) => g.id)).toEqual([garment.id]);
    expect((await call(b, outfit.imageUrl, { session: client })).status).toBe(200);
  });

  it("a message sent through B reaches the client's socket on A", async () => {
    const socket = await connect(a.port, { cookie: client.cookie, origin: ORIGIN });
    const conversation = await call(b, '/api/conversations', {
      method: 'POST',
      session: consultant,
      json: { participantId: client.id },
    });
    const { id } = (await conversation.json()) as { id: string };
    const sent = await call(b, `/api/conversations/${id}/messages`, {
      method: 'POST',
      session: consultant,
      json: { content: 'Bonjour depuis B' },
    });
    expect(sent.status).toBe(201);
    await until(() =>
      socket.events.some(
        (event) =>
          event.type === 'message.created' && (event.message as Message).content === 'Bonjour depuis B',
      ),
    );
    socket.socket.close();
  });

  it('numbers invoices issued at once through A and B without a gap nor a number used twice', async () => {
    const details = await call(a, '/api/me/invoicing', {
      method: 'PUT',
      session: consultant,
      json: TEST_INVOICING,
    });
    expect(details.status).toBe(200);
    const issue = (on: Instance) =>
      call(on, `/api/clients/${client.id}/invoices`, {
        method: 'POST',
        session: consultant,
        json: invoiceRequest(),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => issue(i % 2 ? b : a)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const numbers = (await Promise.all(answers.map((answer) => answer.json() as Promise<{ number: string }>)))
      .map((invoice) => invoice.number)
      .sort();
    const year = numbers[0]!.slice(0, 4);
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('counts failed sign-ins made on both instances against one limit', async () => {
    const email = `limite-${Date.now()}@example.fr`;
    const signUp = await call(a, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        firstName: 'Camille',
        lastName: 'Limite',
        email,
        password: 'Velours-Indigo-42',
        role: 'client',
      },
    });
    expect(signUp.status).toBe(200);
    const attempt = (on: Instance) =>
      call(on, '/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'pas-le-bon' } });
    // Ten failures per account in 15 minutes, five through each instance.
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 ? b : a)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('a photo queued on A is cut out by B once A is stopped', async () => {
    const form = imageForm({ file: { bytes: await garmentPhoto(), name: 'photo.jpg', type: 'image/jpeg' } });
    const queued = await call(a, '/api/wardrobe/captures', { method: 'POST', session: client, body: form });
    expect(queued.status).toBe(201);
    const capture = (await queued.json()) as Capture;
    // Stopped at once, before its worker (polling every second) can take the photo; if it did, the lease
    // runs out after a minute and B takes it then.
    a.process.child.kill('SIGKILL');
    await a.process.exited;
    const deadline = Date.now() + 100_000;
    let status = capture.status;
    while (status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const list = (await (await call(b, '/api/wardrobe/captures', { session: client })).json()) as {
        items: Capture[];
      };
      status = list.items.find((item) => item.id === capture.id)?.status ?? status;
    }
    expect(status).toBe('ready');
    expect(b.process.output()).toContain(capture.id);
    expect(b.process.output()).toContain('capture cut out');
  }, 120_000);
});
