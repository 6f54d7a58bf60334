import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env';

/** The newest mail written for `to` by the server's file mailer, waiting for it to appear. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort();
    const last = files.at(-1);
    if (last) return readFile(join(dir, last), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${to}`);
}

/** The first http(s) link in a mail, with quoted-printable soft breaks undone. */
export function linkIn(mail: string, pathPart: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
  if (!match) throw new Error(`No link with ${pathPart} in mail`);
  return match[0];
}
