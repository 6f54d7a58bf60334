import { readFileSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { createWorkerPoolEnhancer } from '../src/server/platform/images/enhance/worker-pool';
const dir = 'bench/enhance/real-photos/photos/';
const e = createWorkerPoolEnhancer({ workers: 1, maxQueue: 50, engine: 'u2netp' });
const tiles = [];
for (const p of ['u12', 'u40', 'u34', 'u01', 'u05', 'u16']) {
  const f = readdirSync(dir).find((n) => n.startsWith(p))!;
  const photo = readFileSync(dir + f);
  const r = await e.enhance(photo);
  console.log(p, r.confidence);
  const a = await sharp(photo).resize(256, 256, { fit: 'contain', background: '#fff' }).png().toBuffer();
  const b = await sharp(r.png).resize(256, 256, { fit: 'contain', background: '#0f0' }).flatten({ background: '#0f0' }).png().toBuffer();
  tiles.push(a, b);
}
const comp = tiles.map((input, i) => ({ input, left: (i % 4) * 256, top: Math.floor(i / 4) * 256 }));
await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#fff' } }).composite(comp).png().toFile('/tmp/print.png');
await e.close();
