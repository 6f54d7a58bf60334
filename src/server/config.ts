import { networkList, PRIVATE_NETWORKS } from './http/protection/client-address';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG } from '~/domain/public-config';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The embedded database's fast path (decision record 20): `off` runs every statement through PGlite's own
 * `query`, should a PGlite upgrade break the internals the fast path relies on.
 */
const pgliteFastPathSchema = z
  .enum(['on', 'off'])
  .default('on')
  .transform((v) => v === 'on');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Postgres connections the API's pool may open (each instance also holds 1 for LISTEN and 2 for NOTIFY). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_FAST_PATH: pgliteFastPathSchema,
  PUBLIC_URL: optionalString,
  SESSION_SECRET: optionalString,
  SMTP_URL: optionalString,
  /** Web push's VAPID key pair (both or neither); generated once into the data folder when unset. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  MAIL_FROM: z.string().default('Atelier Silhouette <no-reply@atelier-silhouette.local>'),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LABS_URL: z.string().url().default(DEFAULT_PUBLIC_CONFIG.labsUrl),
  CONTACT_EMAIL: z.string().email().default(DEFAULT_PUBLIC_CONFIG.contactEmail),
  RATE_LIMIT: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (0: none, the socket address counts). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** The networks those proxies connect from, comma-separated CIDRs (default: loopback and private networks). */
  TRUSTED_PROXIES: z
    .string()
    .default(PRIVATE_NETWORKS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((cidr) => cidr.trim())
        .filter(Boolean),
    )
    .refine(
      (cidrs) => {
        try {
          networkList(cidrs);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'comma-separated networks such as 10.0.0.0/8,fd00::/8' },
    ),
  /** Folder of the built web app (default dist/web). */
  WEB_ROOT: optionalString,
  /** Background-removal worker threads (default: one per core but one, at least one). */
  ENHANCE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** onnxruntime threads per enhancement worker; by default the cores shared between the workers. */
  ENHANCE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Enhancement requests that may wait for a worker before new ones get a 503. */
  ENHANCE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Background-removal engine: the U²-Netp model, or the classical sharp pipeline (also its fallback). */
  ENHANCE_ENGINE: z.enum(['u2netp', 'classical']).default('u2netp'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** The embedded database's fast path (PGLITE_FAST_PATH, on unless `off`); Postgres ignores it. */
  pgliteFastPath: boolean;
  publicUrl: string;
  /** Origins whose pages may write to the API: the site's own (with PUBLIC_URL unset, every loopback name of it). */
  trustedOrigins: string[];
  sessionSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Web push's keys; without them nothing is pushed. */
  vapid?: { publicKey: string; privateKey: string };
  /** Tests only: push subscriptions may name a local endpoint (http://127.0.0.1) standing in for a push service. */
  allowLocalPushEndpoints?: boolean;
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  labsUrl: string;
  contactEmail: string;
  rateLimit: boolean;
  /** How many proxies' X-Forwarded-For entries to believe when reading the client's address. */
  trustProxy: number;
  /** The networks a believed proxy connects from: a caller elsewhere is known by its socket address. */
  trustedProxies: readonly string[];
  logLevel: string;
  webRoot?: string;
  enhance: {
    workers: number;
    threads?: number;
    /** An engine session unused this long is released with its memory (worker-pool.ts's default otherwise). */
    idleMs?: number;
    maxQueue: number;
    engine: 'u2netp' | 'classical';
  };
};

/** The only reader of process.env. Refuses to start on an invalid environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteFastPath: e.PGLITE_FAST_PATH,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    labsUrl: e.LABS_URL,
    contactEmail: e.CONTACT_EMAIL,
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : undefined,
    enhance: {
      workers: e.ENHANCE_WORKERS ?? Math.max(1, availableParallelism() - 1),
      threads: e.ENHANCE_THREADS,
      maxQueue: e.ENHANCE_QUEUE,
      engine: e.ENHANCE_ENGINE,
    },
  };
}

/**
 * PGLITE_FAST_PATH alone, for the test and bench databases, which open without the rest of the configuration:
 * `PGLITE_FAST_PATH=off npx vitest run <file>` runs a suite on PGlite's own `query`. Refuses an invalid value.
 */
export function pgliteFastPathFrom(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = pgliteFastPathSchema.safeParse(env.PGLITE_FAST_PATH);
  if (!parsed.success)
    throw new Error(`Invalid environment:\n  PGLITE_FAST_PATH: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Web push's keys, generated once and kept in the data folder: devices subscribed with the public one. */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A session secret generated once and kept in the data folder, so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
