import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EnhancerBusyError } from './enhancer';
import { maskIou } from '../../../test/mask-iou';
import { removeBackground } from './remove-background';
import { createWorkerPoolEnhancer } from './worker-pool';

const TSHIRT =
  'M300 180 L400 150 Q450 200 500 150 L600 180 L700 300 L620 350 L590 310 L590 650 L310 650 L310 310 L280 350 L200 300 Z';

/** A dark t-shirt on a light gradient with a soft shadow and noise, and its true mask, at 900x800. */
async function garmentPhoto() {
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="800">${body}</svg>`);
  const photo = await sharp(
    svg(`<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f6f3ee"/><stop offset="1" stop-color="#d9d4cb"/></linearGradient>
        <filter id="s"><feGaussianBlur stdDeviation="14"/></filter></defs>
      <rect width="900" height="800" fill="url(#g)"/>
      <path d="${TSHIRT}" transform="translate(18 22)" fill="#000" opacity="0.18" filter="url(#s)"/>
      <path d="${TSHIRT}" fill="#2f4f7f"/>`),
  )
    .jpeg({ quality: 85 })
    .toBuffer();
  const mask = await sharp(
    svg(`<rect width="900" height="800" fill="#000"/><path d="${TSHIRT}" fill="#fff"/>`),
  )
    .resize(512, 455, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { photo, mask };
}

describe('removeBackground', () => {
  it('cuts a garment out of a shadowed gradient as a 512 px transparent PNG', async () => {
    const { photo, mask } = await garmentPhoto();
    const { png, confidence } = await removeBackground(photo);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 455, channels: 4 });
    const alpha = await sharp(png).extractChannel(3).raw().toBuffer();
    expect(maskIou(alpha, mask)).toBeGreaterThan(0.95);
    expect(confidence).toBe('ok');
  });

  it('reports a photo of plain background as doubtful', async () => {
    const empty = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    expect((await removeBackground(empty)).confidence).toBe('foreground_too_small');
  });

  it('reports a garment cut by the frame', async () => {
    const cropped = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fafafa"/><rect x="150" y="-10" width="300" height="400" fill="#b91c1c"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    expect((await removeBackground(cropped)).confidence).toBe('touches_border');
  });
});

describe('worker pool', () => {
  const pool = createWorkerPoolEnhancer({ workers: 1, maxQueue: 0, engine: 'classical' });
  afterAll(() => pool.close());

  it('enhances in a worker thread and refuses work beyond its queue', async () => {
    const { photo } = await garmentPhoto();
    const first = pool.enhance(photo);
    await expect(pool.enhance(photo)).rejects.toBeInstanceOf(EnhancerBusyError);
    const result = await first;
    expect((await sharp(result.png).metadata()).hasAlpha).toBe(true);
    // Free again once the first job is done.
    await expect(pool.enhance(photo)).resolves.toMatchObject({ confidence: 'ok' });
  });

  it('fails the job, not the pool, on an unreadable image', async () => {
    await expect(pool.enhance(Buffer.from('pas une image'))).rejects.toThrow();
    const { photo } = await garmentPhoto();
    await expect(pool.enhance(photo)).resolves.toMatchObject({ confidence: 'ok' });
  });
});
