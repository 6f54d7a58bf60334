import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createMailer } from './mailer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-mail-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('file mailer (no SMTP configured)', () => {
  it('writes the mail to a file and prints its link, but not the address', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer({
      from: 'Atelier <no-reply@atelier.local>',
      dir,
      logger: createLogger({ env: 'production', logLevel: 'info' }, sink),
    });
    const link = 'http://localhost:3000/password-reset?token=abc123';
    await mailer.send({
      to: 'camille.durand@example.fr',
      subject: 'Réinitialisez votre mot de passe',
      text: `Bonjour,\n${link}`,
      link,
    });

    const [file] = await readdir(dir);
    expect(file).toMatch(/-camille\.durand@example\.fr\.eml$/);
    expect(await readFile(join(dir, file!), 'utf8')).toContain('camille.durand@example.fr');
    const output = lines.join('');
    expect(output).toContain(link);
    expect(output).not.toContain('camille.durand');
  });
});
