import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError } from './api';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request with `body` and a 409. */
async function answering(body: unknown) {
  server = createServer((_req, res) => {
    res.writeHead(409, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`;
}

const failure = (url: string) =>
  api<never>(url, { method: 'POST' }).catch((error: unknown) => error as ApiError);

describe('ApiError.code', () => {
  it("is the server's code when it is one of the API's", async () => {
    const url = await answering({ error: { code: 'ALREADY_BOUGHT', message: 'Déjà acheté' } });
    const error = await failure(url);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('ALREADY_BOUGHT');
    expect(error.message).toBe('Déjà acheté');
  });

  it('is UNKNOWN for a code the API does not have, so no check can match it by mistake', async () => {
    const error = await failure(await answering({ error: { code: 'SOMETHING_ELSE', message: 'Non' } }));
    expect(error.code).toBe('UNKNOWN');
  });

  it('can only be compared with codes of the union (a misspelt one does not compile)', () => {
    const error = new ApiError(403, 'CONVERSATION_CLOSED', 'Lecture seule');
    // @ts-expect-error: 'CONVERSATION_CLOSD' is not a code, so the comparison is a type error.
    expect(error.code === 'CONVERSATION_CLOSD').toBe(false);
    // @ts-expect-error: neither is a code of the server's that does not exist.
    expect(new ApiError(500, 'SERVER_ON_FIRE', 'Erreur').code).toBe('SERVER_ON_FIRE');
  });
});
