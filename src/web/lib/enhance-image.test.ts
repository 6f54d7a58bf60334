import { MutationObserver } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENHANCE_MESSAGES } from '~/domain/enhance';
import { enhanceImage, enhanceRetry } from './enhance-image';
import { createQueryClient } from './query-client';

let server: Server | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

type Refusal = { status: number; code: string; message: string };
const busy: Refusal = { status: 503, code: 'ENHANCER_BUSY', message: ENHANCE_MESSAGES.busy };
const twoAtOnce: Refusal = {
  status: 429,
  code: 'ENHANCE_IN_PROGRESS',
  message: ENHANCE_MESSAGES.tooManyAtOnce,
};

/** A real /api/enhance giving the answers in turn (the server's refusals carry Retry-After: 2), at the site's origin. */
async function serveEnhance(answers: (Refusal | 'cutout')[]) {
  let seen = 0;
  server = createServer((req, res) => {
    const answer = answers[Math.min(seen++, answers.length - 1)]!;
    req.resume();
    req.on('end', () => {
      if (answer === 'cutout') {
        res.writeHead(200, {
          'content-type': 'image/png',
          'x-enhance-confidence': 'partial_garment',
          'x-enhance-color': 'black',
        });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after': '2' });
      res.end(JSON.stringify({ error: { code: answer.code, message: answer.message } }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
  return { requests: () => seen };
}

/** What the clothing dialog's useEnhancement runs. */
const enhanceOnce = (file: Blob) =>
  new MutationObserver(createQueryClient(), {
    mutationFn: (photo: Blob) => enhanceImage(photo, new AbortController().signal),
    ...enhanceRetry,
  }).mutate(file);

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('enhanceImage', () => {
  it('waits for busy enhancement workers as Retry-After asks, then gives the cutout', async () => {
    const { requests } = await serveEnhance([busy, 'cutout']);
    const started = Date.now();
    const result = await enhanceOnce(photo);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000 - 50);
    expect(requests()).toBe(2);
    expect(result).toMatchObject({ confidence: 'partial_garment', color: 'black' });
    expect(result.png.type).toBe('image/png');
  });

  it('does not retry two photos already under way, and says so in French', async () => {
    const { requests } = await serveEnhance([twoAtOnce, 'cutout']);
    await expect(enhanceOnce(photo)).rejects.toMatchObject({
      status: 429,
      message: ENHANCE_MESSAGES.tooManyAtOnce,
    });
    expect(requests()).toBe(1);
  });
});
