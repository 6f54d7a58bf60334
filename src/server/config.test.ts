import { describe, expect, it } from 'vitest';
import { loadConfig, pgliteFastPathFrom } from './config';

const env = { SESSION_SECRET: 'a-secret-long-enough-for-the-test' };

describe('PGLITE_FAST_PATH', () => {
  it("keeps the embedded database's fast path unless it is off", () => {
    expect(loadConfig(env).pgliteFastPath).toBe(true);
    expect(loadConfig({ ...env, PGLITE_FAST_PATH: 'on' }).pgliteFastPath).toBe(true);
    expect(loadConfig({ ...env, PGLITE_FAST_PATH: 'off' }).pgliteFastPath).toBe(false);
    expect(pgliteFastPathFrom({})).toBe(true);
    expect(pgliteFastPathFrom({ PGLITE_FAST_PATH: 'off' })).toBe(false);
  });

  it('refuses to start on any other value', () => {
    expect(() => loadConfig({ ...env, PGLITE_FAST_PATH: 'false' })).toThrow(/PGLITE_FAST_PATH/);
    expect(() => pgliteFastPathFrom({ PGLITE_FAST_PATH: '0' })).toThrow(/PGLITE_FAST_PATH/);
  });
});
