import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutoutIou } from '../../../test/mask-iou';
import { ModelIntegrityError, U2NETP_MODEL, loadU2netp, removeBackgroundU2netp } from './u2netp';

const FIXTURES = new URL('./fixtures/real-photos/', import.meta.url);
const PHOTOS = readdirSync(FIXTURES).filter((name) => name.endsWith('.jpg'));
/** The photos with a reference mask. */
const REFERENCED = PHOTOS.filter((name) => existsSync(new URL(name.replace(/\.jpg$/, '.png'), FIXTURES)));
const photo = (prefix: string) =>
  readFileSync(
    new URL(
      PHOTOS.find((name) => name.startsWith(prefix))!,
      FIXTURES,
    ),
  );

describe('the u2netp engine', () => {
  let session: InferenceSession;
  beforeAll(async () => {
    session = await loadU2netp();
  });

  it.each(REFERENCED)('cuts the garment out of the real photo %s (IoU >= 0.95)', async (name) => {
    const { png } = await removeBackgroundU2netp(session, readFileSync(new URL(name, FIXTURES)));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', channels: 4 });
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    expect(
      await cutoutIou(png, readFileSync(new URL(name.replace(/\.jpg$/, '.png'), FIXTURES))),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('trusts the cutout of trousers laid whole on a floor', async () => {
    expect((await removeBackgroundU2netp(session, photo('u17'))).confidence).toBe('ok');
  });

  it('says so when a T-shirt fills the frame and is cut by it', async () => {
    expect((await removeBackgroundU2netp(session, photo('u34'))).confidence).toBe('touches_border');
  });

  it("says so when it keeps only a dark T-shirt's print", async () => {
    expect((await removeBackgroundU2netp(session, photo('u40'))).confidence).toBe('partial_garment');
  });

  it('leaves crisp edges: almost no half-transparent pixels, none far from the garment', async () => {
    const { png } = await removeBackgroundU2netp(session, photo('u17'));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let soft = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 25 && data[i]! < 230) soft += 1;
    // Upsampling the 320 px matte alone leaves about 2.7 % of the pixels half transparent on these photos.
    expect(soft / (info.width * info.height)).toBeLessThan(0.012);
  });

  it('finds nothing in a photo of plain background', async () => {
    const blank = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const { confidence } = await removeBackgroundU2netp(session, blank);
    expect(confidence).toBe('foreground_too_small');
  });

  it('refuses a model file whose sha256 differs from the vendored one', async () => {
    const altered = Buffer.from(readFileSync(U2NETP_MODEL));
    altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 1, altered.length - 1);
    const file = join(mkdtempSync(join(tmpdir(), 'u2netp-')), 'u2netp.onnx');
    writeFileSync(file, altered);
    await expect(loadU2netp(file)).rejects.toBeInstanceOf(ModelIntegrityError);
  });
});
