import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { signUp } from '../test/users';

let running: TestServer;
beforeAll(async () => {
  running = await createTestServer();
});
afterAll(() => running.close());

describe('security headers', () => {
  it('go with every API answer of the running server: public, signed-in, refused and unknown', async () => {
    const user = await signUp(running.t, 'client');
    const base = `http://127.0.0.1:${running.server.port}`;
    const answers = [
      await fetch(`${base}/api/public-config`),
      await fetch(`${base}/api/wardrobe/items`, { headers: { cookie: user.cookie } }),
      await fetch(`${base}/api/wardrobe/items`),
      await fetch(`${base}/api/nothing-here`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    }
    // The app's own headers are still there beside them.
    expect(answers[0]!.headers.get('cache-control')).toBe('public, max-age=300');
    // Personal answers and errors are never stored by a cache.
    for (const answer of answers.slice(1)) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("go with every other answer as a document's: the pages' policy and isolation", async () => {
    const page = await fetch(`http://127.0.0.1:${running.server.port}/client/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
