// Sends a customer email through SMTP when configured; otherwise writes it as an .eml file for a local run.
import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailSettings {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image shown inline (`<img src="cid:…">`), not offered as a file. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

/** Writes `<name>.eml`, or `<name>-2.eml`, … when an earlier message of that name is there (a resent email). */
async function writeToOutbox(dir: string, name: string, content: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (let n = 1; ; n++) {
    try {
      await writeFile(join(dir, `${name}${n === 1 ? '' : `-${n}`}.eml`), content, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 1000) throw error;
    }
  }
}

/** `outboxName` names the .eml file of a local run: letters, digits and dashes only. */
export async function sendMail(
  settings: MailSettings,
  message: MailMessage,
  outboxName: string,
): Promise<void> {
  const mail = { from: settings.from, ...message };
  if (settings.smtpUrl) {
    await nodemailer.createTransport(settings.smtpUrl).sendMail(mail);
    return;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(mail);
  await writeToOutbox(
    settings.outboxDir,
    outboxName.replace(/[^\w-]/g, '_'),
    info.message as Buffer,
  );
}
