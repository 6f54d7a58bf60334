import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, printed to the console when mails go to files (never with SMTP). */
  link?: string;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set, and nothing about the mail is logged. Otherwise each mail becomes
 * `{dir}/{time}-{to}.eml` and its link is printed: nobody else will deliver it. The address stays
 * out of the logs either way.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(options.dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(options.dir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ subject: mail.subject, link: mail.link }, `mail written to ${options.dir}`);
    },
  };
}
