import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { freePort } from './free-port';

/** s3rver's fixed credentials: it checks request signatures against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const S3RVER = fileURLToPath(new URL('../../../node_modules/s3rver/bin/s3rver.js', import.meta.url));

/**
 * A real S3-protocol server (s3rver, from npm) in its own process, on a free port and a temporary folder, with
 * one empty bucket: what the S3 driver and the multi-instance journey run against. It runs with OpenSSL's legacy
 * provider because it encrypts its list continuation tokens with DES. `close` stops it and removes its files.
 */
export async function startS3Server(bucket = 'atelier') {
  const directory = await mkdtemp(join(tmpdir(), 'atelier-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      S3RVER,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited: ${errors}`);
    const up = await fetch(endpoint).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`s3rver did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const config: NonNullable<Config['s3']> = {
    endpoint,
    region: 'us-east-1',
    bucket,
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  return {
    config,
    /** The variables a server process reads to use this store. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
