import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * `src/server/main.ts` as a real child process on its own data folder and port, as `npm run serve` runs it;
 * `extra` variables (DATABASE_URL, S3_*, ...) are passed on and override the test defaults.
 * Node loads tsx as a hook rather than through the tsx CLI, so the pid is the server's and a kill reaches it.
 */
export function spawnServer(
  env: { DATA_DIR: string; PORT: number } & Record<string, string | number>,
): ServerProcess {
  const { DATA_DIR, PORT, ...extra } = env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR,
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      ENHANCE_WORKERS: '1',
      RATE_LIMIT: 'off',
      ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, String(value)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Waits until the server answers HTTP, or fails with its output if it exits first. */
export async function untilListening(server: ServerProcess, port: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited:\n${server.output()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/public-config`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not listening after ${timeoutMs} ms:\n${server.output()}`);
}

/** A client signed up on a running server, who gave her consent to keep her photos; her id and cookie. */
export async function signUpClientOn(
  origin: string,
  lastName: string,
): Promise<{ id: string; cookie: string }> {
  const headers = { origin, 'content-type': 'application/json' };
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Camille',
      lastName,
      email: `${lastName.toLowerCase()}-${Date.now()}@example.fr`,
      password: 'Velours-Indigo-42',
      role: 'client',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const consent = await fetch(`${origin}/api/me/consent`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ consent: true }),
  });
  if (consent.status !== 200) throw new Error(`consent failed: ${consent.status}`);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
}
