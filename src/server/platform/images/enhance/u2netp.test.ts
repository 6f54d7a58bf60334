import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutoutIou } from '../../../test/mask-iou';
import { ModelIntegrityError, U2NETP_MODEL, loadU2netp, removeBackgroundU2netp } from './u2netp';

const FIXTURES = new URL('./fixtures/real-photos/', import.meta.url);
const PHOTOS = readdirSync(FIXTURES).filter((name) => name.endsWith('.jpg'));

describe('the u2netp engine', () => {
  let session: InferenceSession;
  beforeAll(async () => {
    session = await loadU2netp();
  });

  it.each(PHOTOS)('cuts the garment out of the real photo %s (IoU >= 0.9)', async (name) => {
    const { png, confidence } = await removeBackgroundU2netp(session, readFileSync(new URL(name, FIXTURES)));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', channels: 4 });
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    expect(
      await cutoutIou(png, readFileSync(new URL(name.replace(/\.jpg$/, '.png'), FIXTURES))),
    ).toBeGreaterThanOrEqual(0.9);
    expect(confidence).toBe('ok');
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
