import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

/** What the outbox worker needs of a mail transport. */
export interface MailTransport {
  send(message: Mail.Options): Promise<void>;
  /** Whether the server answers now (a connection and greeting, no message sent). */
  reachable(): Promise<boolean>;
}

/**
 * Real SMTP, from an smtp:// or smtps:// URL. Connections are pooled (a burst of leads does not
 * open one per message) and time out in 10 s, so a server that hangs cannot stall the worker.
 */
export function smtpTransport(url: string): MailTransport {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 5, ...timeouts });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    async reachable() {
      return transporter.verify().then(
        () => true,
        () => false,
      );
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
    async reachable() {
      return true;
    },
  };
}
