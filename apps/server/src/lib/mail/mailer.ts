import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Where delivered mails go: "smtp" or the folder of .eml files. */
  readonly target: string;
  send(mail: OutgoingMail & { id: number }): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each mail is written as DATA_DIR/mail/<id>.eml, so a newcomer can open it. */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      target: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: mail.attachments,
        });
      },
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: folder,
    async send(mail) {
      const info = await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments,
      });
      fs.mkdirSync(folder, { recursive: true });
      const file = path.join(folder, `${String(mail.id).padStart(6, '0')}.eml`);
      fs.writeFileSync(`${file}.tmp`, info.message as Buffer);
      fs.renameSync(`${file}.tmp`, file); // a reader never sees half a mail
    },
  };
}
