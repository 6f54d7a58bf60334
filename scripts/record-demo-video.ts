/**
 * `npm run demo:video`: records the landing page's demo video from the product itself. It seeds the demo data
 * into a temporary folder, serves the built app, and films in Chromium (the DevTools screencast) a consultant
 * composing an outfit on a client's silhouette and the client receiving it. Needs Debian's `chromium` and
 * `ffmpeg` (`apt-get install ffmpeg`); writes `src/web/public/demo/atelier-demo.{webm,mp4}` and its poster.
 * Run it again whenever the screens it shows change.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/env';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD } from '../src/server/demo/demo-data';

const PORT = 3390;
const ORIGIN = `http://localhost:${PORT}`;
/** 16:9, large enough for the board and the picker side by side; encoded at 960 x 540. */
const SIZE = { width: 1600, height: 900 };
const FPS = 12;
const OUT_DIR = 'src/web/public/demo';

type Frame = { at: number; jpeg: Buffer };

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-demo-video-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  PUBLIC_URL: ORIGIN,
  NODE_ENV: 'production',
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
};

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: 'inherit',
  });
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`${ORIGIN}/api/public-config`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Films `page` until `stop()`: every screencast frame with its time. */
async function film(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', (event) => {
    frames.push({
      at: event.metadata.timestamp ?? Date.now() / 1000,
      jpeg: Buffer.from(event.data, 'base64'),
    });
    void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 85,
    maxWidth: SIZE.width,
    maxHeight: SIZE.height,
  });
  return async () => {
    await cdp.send('Page.stopScreencast');
    return frames;
  };
}

/** Lays variable-time frames on a fixed-rate timeline (each frame lasts until the next one). */
function timeline(frames: Frame[]): Buffer[] {
  const out: Buffer[] = [];
  const start = frames[0]!.at;
  const end = frames.at(-1)!.at + 1.5;
  let index = 0;
  for (let t = start; t < end; t += 1 / FPS) {
    while (index + 1 < frames.length && frames[index + 1]!.at <= t) index += 1;
    out.push(frames[index]!.jpeg);
  }
  return out;
}

function encode(frames: Buffer[], file: string, codec: string[]) {
  const input = Buffer.concat(frames);
  const result = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-framerate',
      String(FPS),
      '-c:v',
      'mjpeg',
      '-i',
      '-',
      '-vf',
      'scale=960:-2',
      '-an',
      ...codec,
      file,
    ],
    { input, maxBuffer: 1 << 30 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

async function signIn(page: Page, email: string) {
  const response = await page.request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    headers: { origin: ORIGIN },
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in failed for ${email}: ${response.status()}`);
}

async function main() {
  if (spawnSync('ffmpeg', ['-version']).status !== 0)
    throw new Error('ffmpeg is missing: apt-get install ffmpeg');
  run(process.execPath, ['--import', 'tsx', 'src/server/demo/main.ts']);
  const server = await startServer();
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--hide-scrollbars'],
  });
  try {
    const client = DEMO_CLIENTS[0]!;
    const clientName = `${client.firstName} ${client.lastName}`;
    const consultantPage = await browser.newPage({ viewport: SIZE, locale: 'fr-FR', baseURL: ORIGIN });
    await signIn(consultantPage, DEMO_CONSULTANT.email);
    await consultantPage.goto('/consultant/dashboard');
    await consultantPage.getByText(clientName).first().waitFor();
    const stopConsultant = await film(consultantPage);
    await pause(consultantPage, 1500);
    const compose = `Créer une tenue pour ${clientName}`;
    await consultantPage
      .getByRole('link', { name: compose })
      .or(consultantPage.getByRole('button', { name: compose }))
      .click();
    await consultantPage.getByRole('heading', { name: 'Création de Tenue' }).waitFor();
    await pause(consultantPage, 1200);
    const board = consultantPage.getByTestId('outfit-canvas');
    const showBoard = () => board.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await showBoard();
    await pause(consultantPage, 1000);
    for (const garment of ['Haut, blanc', 'Bas, bleu', 'Chaussures, noir']) {
      await consultantPage.getByRole('button', { name: garment }).first().click();
      await pause(consultantPage, 1000);
    }
    await pause(consultantPage, 1200);
    await consultantPage
      .getByLabel('Nom de la tenue')
      .pressSequentially('Déjeuner en terrasse', { delay: 40 });
    await consultantPage.getByLabel('Commentaires').fill('La chemise rentrée allonge la silhouette.');
    await showBoard();
    await pause(consultantPage, 1500);
    await consultantPage.getByRole('button', { name: 'Enregistrer et partager' }).click();
    await consultantPage.getByText('Tenue créée et partagée avec le client!').waitFor();
    await pause(consultantPage, 1500);
    const consultantFrames = await stopConsultant();

    const clientPage = await browser.newPage({ viewport: SIZE, locale: 'fr-FR', baseURL: ORIGIN });
    await signIn(clientPage, client.email);
    await clientPage.goto('/client/dashboard/outfits');
    await clientPage.getByText('Déjeuner en terrasse').first().waitFor();
    const stopClient = await film(clientPage);
    await pause(clientPage, 1200);
    await clientPage.getByRole('button', { name: 'Voir les détails' }).first().click();
    await pause(clientPage, 3000);
    const clientFrames = await stopClient();

    const frames = [...timeline(consultantFrames), ...timeline(clientFrames)];
    mkdirSync(OUT_DIR, { recursive: true });
    encode(frames, join(OUT_DIR, 'atelier-demo.webm'), [
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '42',
      '-b:v',
      '0',
      '-row-mt',
      '1',
    ]);
    encode(frames, join(OUT_DIR, 'atelier-demo.mp4'), [
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
    ]);
    // The poster: the board with the outfit composed, just before it is saved.
    const poster = timeline(consultantFrames).at(-Math.round(3 * FPS))!;
    spawnSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-i',
        '-',
        '-vf',
        'scale=960:-2',
        '-q:v',
        '4',
        join(OUT_DIR, 'atelier-demo-poster.jpg'),
      ],
      {
        input: poster,
      },
    );
    for (const name of ['atelier-demo.webm', 'atelier-demo.mp4', 'atelier-demo-poster.jpg']) {
      console.log(`${name}: ${(statSync(join(OUT_DIR, name)).size / 1024).toFixed(0)} KiB`);
    }
    console.log(`${(frames.length / FPS).toFixed(1)} s at ${FPS} fps`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
