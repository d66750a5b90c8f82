// Mail through nodemailer (ARCHITECTURE "The api"): a real SMTP server when SMTP_URL is set,
// otherwise every message is written as a plain UTF-8 .txt file into OUTBOX_DIR, for a person to
// read (a .eml would be quoted-printable: "contrase=C3=B1a").
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** sends the message; in outbox mode also answers the path of the written file */
  sendMail(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

interface JsonMail {
  messageId: string;
  message: string;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async sendMail(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  // jsonTransport builds and checks the message as SMTP would (addresses, message id) without sending
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async sendMail(message) {
      const info = (await transport.sendMail({ from: options.from, ...message })) as unknown as JsonMail;
      const date = new Date().toISOString();
      // a header is one line: a line break in a value (a row stored before the rule of
      // http/text-input.ts held) would add header lines of its own
      const header = (value: string) => value.replace(/[\r\n]+/g, ' ');
      const readable = [
        `From: ${header(options.from)}`,
        `To: ${header(message.to)}`,
        ...(message.replyTo ? [`Reply-To: ${header(message.replyTo)}`] : []),
        `Subject: ${header(message.subject)}`,
        `Date: ${date}`,
        `Message-ID: ${info.messageId}`,
        '',
        message.text,
        '',
      ].join('\n');
      await fs.mkdir(options.outboxDir, { recursive: true });
      // sortable by time, unique, safe as a file name
      const file = path.join(options.outboxDir, `${date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.txt`);
      await fs.writeFile(file, readable, 'utf8');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
