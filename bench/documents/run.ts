/**
 * The carnet de style at 5 and 20 looks (5 garments each, all different: real phone photos and their cutouts from
 * ../shared/real-photos, or generated ones without it; look pictures at the editor's size), with a 10-item shopping
 * list: seconds until the last byte of `GET carnet.pdf` (gzip asked, as a browser does), its size and pages, the
 * process's RSS above its level before, and 'Envoyer à la cliente' (the same document stored as a version). Beside
 * it, a bare pdfkit document embedding the same pictures as they are stored (no scaling for print), one look per
 * page: the floor of drawing with the library, and what the pictures would weigh unscaled.
 *
 *   npx tsx bench/documents/run.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/documents/run.ts
 *   SAVE_PDF=/tmp/carnet npx tsx bench/documents/run.ts   # also writes /tmp/carnet-5.pdf and /tmp/carnet-20.pdf
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createApp } from '../../src/server/app';
import {
  clientClothingItems,
  clientProfiles,
  clothingItems,
  consultantClients,
  outfitClothingItems,
  outfits,
} from '../../src/server/db/schema';
import { BENCH_ORIGIN, benchDeps, benchSignUp } from '../support/bench-deps';

const LOOKS = [5, 20];
const GARMENTS_PER_LOOK = 5;
const RUNS = 3;
const OUTFIT_SIDE = 1200;
const PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');

const bench = await benchDeps();
const app = createApp(bench.deps);
const { storage } = bench.deps;

/** Real photos and their masks when ../shared is there; generated textures otherwise. */
async function garmentPictures(count: number) {
  const pictures: { photo: Buffer; cutout: Buffer }[] = [];
  const names = existsSync(PHOTOS) ? readdirSync(join(PHOTOS, 'photos')).sort() : [];
  for (let i = 0; i < count; i++) {
    const name = names[i % Math.max(names.length, 1)];
    const mask = name ? join(PHOTOS, 'masks', name.replace(/\.jpg$/, '.png')) : null;
    if (name && mask && existsSync(mask)) {
      const photo = readFileSync(join(PHOTOS, 'photos', name));
      const { width, height } = await sharp(photo).metadata();
      const alpha = await sharp(mask).resize(width, height).greyscale().raw().toBuffer();
      const cutout = await sharp(photo)
        .removeAlpha()
        .joinChannel(alpha, { raw: { width: width!, height: height!, channels: 1 } })
        .png()
        .toBuffer();
      pictures.push({ photo, cutout });
    } else {
      const noise = Buffer.from(
        Array.from({ length: 480 * 640 * 3 }, (_, k) => (k * 7919 + i * 104729) % 251),
      );
      const photo = await sharp(noise, { raw: { width: 480, height: 640, channels: 3 } })
        .jpeg()
        .toBuffer();
      pictures.push({ photo, cutout: await sharp(photo).ensureAlpha().png().toBuffer() });
    }
  }
  return pictures;
}

/** A look as the editor saves it: its garments' cutouts on the board, a PNG of 1200 px. */
async function lookPicture(cutouts: Buffer[]) {
  const tiles = await Promise.all(
    cutouts.map((cutout) => sharp(cutout).resize(520, 520, { fit: 'inside' }).png().toBuffer()),
  );
  return sharp({ create: { width: OUTFIT_SIDE, height: OUTFIT_SIDE, channels: 4, background: '#fafaf9' } })
    .composite(
      tiles.map((input, i) => ({ input, left: 60 + (i % 2) * 560, top: 40 + Math.floor(i / 2) * 370 })),
    )
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function seed(lookCount: number) {
  const consultant = await benchSignUp(app, 'consultant');
  const client = await benchSignUp(app, 'client');
  const db = bench.deps.db;
  await db
    .insert(consultantClients)
    .values({ consultantId: consultant.id, clientId: client.id, budgetCents: 80_000 });
  await db.insert(clientProfiles).values({
    userId: client.id,
    gender: 'femme',
    age: 40,
    height: 165,
    bustSize: 90,
    waistSize: 72,
    hipSize: 98,
    shoulderWidth: 38,
  });
  const request = (path: string, init: { method: string; body: unknown }) =>
    app.request(`${BENCH_ORIGIN}${path}`, {
      method: init.method,
      headers: { cookie: consultant.cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(init.body),
    });
  await request(`/api/clients/${client.id}/diagnosis`, {
    method: 'PUT',
    body: {
      morphology: null,
      morphologyNote: 'Une taille marquée à souligner.',
      advice: {},
      palette: 'automne_profond',
      addedSwatches: [],
      removedSwatches: [],
      avoidColors: [{ name: 'Rose bonbon', hex: '#ff69b4' }],
    },
  });
  const pictures = await garmentPictures(lookCount * GARMENTS_PER_LOOK + 10);
  const stored: { look: Buffer; garments: Buffer[] }[] = [];
  const lookIds: string[] = [];
  for (let l = 0; l < lookCount; l++) {
    const garments = pictures.slice(l * GARMENTS_PER_LOOK, (l + 1) * GARMENTS_PER_LOOK);
    const ids = garments.map(() => randomUUID());
    for (const [g, garment] of garments.entries()) {
      const folder = `users/${client.id}/clothing/${ids[g]}/`;
      await storage.put(`${folder}original.jpg`, garment.photo, 'image/jpeg');
      await storage.put(`${folder}enhanced-bench.png`, garment.cutout, 'image/png');
    }
    await db.insert(clothingItems).values(
      ids.map((id, g) => ({
        id,
        userId: client.id,
        category: ['top', 'bottom', 'shoes', 'outerwear', 'accessory'][g]!,
        name: `Pièce ${l + 1}.${g + 1}`,
        imageKey: `users/${client.id}/clothing/${id}/original.jpg`,
        enhancedImageKey: `users/${client.id}/clothing/${id}/enhanced-bench.png`,
      })),
    );
    const look = await lookPicture(garments.map((garment) => garment.cutout));
    const id = randomUUID();
    const imageKey = `users/${consultant.id}/outfits/${id}.png`;
    await storage.put(imageKey, look, 'image/png');
    await db.insert(outfits).values({
      id,
      rootId: id,
      name: `Tenue ${l + 1}`,
      comments:
        'Une veste structurée sur une base souple : la taille reste marquée, les épaules tombent juste.',
      imageKey,
      clientId: client.id,
      consultantId: consultant.id,
    });
    await db
      .insert(outfitClothingItems)
      .values(ids.map((clothingItemId) => ({ outfitId: id, clothingItemId })));
    lookIds.push(id);
    stored.push({ look, garments: garments.map((garment) => garment.photo) });
  }
  for (const [p, picture] of pictures.slice(lookCount * GARMENTS_PER_LOOK).entries()) {
    const id = randomUUID();
    const folder = `users/${consultant.id}/clothing/${id}/`;
    await storage.put(`${folder}original.jpg`, picture.photo, 'image/jpeg');
    await storage.put(`${folder}enhanced-bench.png`, picture.cutout, 'image/png');
    await db.insert(clothingItems).values({
      id,
      userId: consultant.id,
      category: 'top',
      name: `Proposition ${p + 1}`,
      shop: 'Boutique du centre',
      productUrl: `https://boutique.example/produit/${id}`,
      priceCents: 4990 + p * 1000,
      size: '38',
      fitNote: 'Prendre sa taille habituelle.',
      imageKey: `${folder}original.jpg`,
      enhancedImageKey: `${folder}enhanced-bench.png`,
    });
    await db
      .insert(clientClothingItems)
      .values({ clientId: client.id, clothingItemId: id, consultantId: consultant.id });
  }
  const saved = await request(`/api/clients/${client.id}/carnet`, {
    method: 'PUT',
    body: {
      sections: ['cover', 'morphology', 'palette', 'looks', 'shopping', 'sort'].map((kind) => ({
        kind,
        included: true,
      })),
      intro: 'Voici votre carnet de style : vos couleurs, vos tenues et votre liste d’achats.',
      lookIds,
    },
  });
  if (saved.status !== 200) throw new Error(`carnet not saved: ${saved.status} ${await saved.text()}`);
  return { consultant, client, stored };
}

/** Samples the RSS while `work` runs: its peak above the level before. */
async function withPeakRss<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    return { result, rssMb: (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

async function readAll(body: ReadableStream<Uint8Array> | null) {
  let bytes = 0;
  const chunks: Uint8Array[] = [];
  const reader = body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    bytes += read.value.length;
    chunks.push(read.value);
  }
  const data = Buffer.concat(chunks);
  return { bytes, data, text: data.toString('latin1') };
}

/** The bare floor: pdfkit alone, the stored pictures embedded as they are, one look per page. */
async function bareDocument(stored: { look: Buffer; garments: Buffer[] }[]) {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const done = readAll(
    new ReadableStream({
      start(controller) {
        doc.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        doc.on('end', () => controller.close());
      },
    }),
  );
  for (const [i, look] of stored.entries()) {
    if (i > 0) doc.addPage();
    doc.fontSize(20).text(`Tenue ${i + 1}`);
    doc.image(look.look, 50, 100, { fit: [495, 480] });
    for (const [g, garment] of look.garments.entries())
      doc.image(garment, 50 + g * 85, 620, { fit: [75, 75] });
  }
  doc.end();
  return done;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `carnet de style on ${bench.kind}, ${RUNS} runs each, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log('| looks | carnet s (median) | MB | pages | RSS above, MB | send s | bare pdfkit s | bare MB |');
console.log('| ----- | ----------------- | -- | ----- | ------------- | ------ | ------------- | ------- |');
for (const lookCount of LOOKS) {
  const { consultant, client, stored } = await seed(lookCount);
  const seconds: number[] = [];
  const bare: number[] = [];
  let size = 0;
  let pages = 0;
  let rss = 0;
  let bareSize = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { result, rssMb } = await withPeakRss(async () => {
      const response = await app.request(`${BENCH_ORIGIN}/api/clients/${client.id}/carnet.pdf`, {
        headers: { cookie: consultant.cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      if (response.status !== 200) throw new Error(`carnet: ${response.status}`);
      return readAll(response.body);
    });
    seconds.push((performance.now() - started) / 1000);
    size = result.bytes;
    if (process.env.SAVE_PDF) writeFileSync(`${process.env.SAVE_PDF}-${lookCount}.pdf`, result.data);
    pages = result.text.match(/\/Type \/Page\b/g)?.length ?? 0;
    rss = Math.max(rss, rssMb);
    const bareStarted = performance.now();
    bareSize = (await bareDocument(stored)).bytes;
    bare.push((performance.now() - bareStarted) / 1000);
  }
  const sendStarted = performance.now();
  const sent = await app.request(`${BENCH_ORIGIN}/api/clients/${client.id}/documents`, {
    method: 'POST',
    headers: { cookie: consultant.cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'carnet' }),
  });
  if (sent.status !== 201) throw new Error(`send: ${sent.status}`);
  const send = (performance.now() - sendStarted) / 1000;
  console.log(
    `| ${lookCount} | ${median(seconds).toFixed(2)} (${seconds.map((s) => s.toFixed(2)).join(', ')}) | ${(size / 2 ** 20).toFixed(2)} | ${pages} | ${rss.toFixed(0)} | ${send.toFixed(2)} | ${median(bare).toFixed(2)} | ${(bareSize / 2 ** 20).toFixed(2)} |`,
  );
}
console.log(
  `load after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await bench.close();
