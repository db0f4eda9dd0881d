import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

/** What the outbox worker needs of a mail transport. */
export interface MailTransport {
  send(message: Mail.Options): Promise<void>;
}

/** Real SMTP, from an smtp:// or smtps:// URL. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/**
 * Development transport: each message becomes an .eml file a developer can open (and read the
 * one-time code in), plus one log line with its subject.
 */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(directory, { recursive: true });
      const id = String(message.messageId ?? Date.now()).replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "");
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      console.info(`[mail] "${String(message.subject)}" written to ${file}`);
    },
  };
}
