import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The same mail in HTML, when it has one (notifications). */
  html?: string;
  /** Extra headers: `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on notifications. */
  headers?: Record<string, string>;
  /**
   * A Message-ID fixed by the sender: a mail sent again after a crash keeps it, so receivers (and the mail folder,
   * where it names the file) hold it once.
   */
  messageId?: string;
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
  const message = (mail: Mail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: mail.messageId,
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(options.dir, { recursive: true });
      const safe = (text: string) => text.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(
        options.dir,
        mail.messageId ? `${safe(mail.messageId)}.eml` : `${Date.now()}-${safe(mail.to)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info({ subject: mail.subject, link: mail.link }, `mail written to ${options.dir}`);
    },
  };
}
