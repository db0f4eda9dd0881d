/** Reading the e-mails the site sent during the end-to-end run (e2e/mailbox/server.ts). */
import { expect } from "@playwright/test";

export const mailboxHttpPort = () => Number(process.env.E2E_PORT ?? 3100) + 1;

type Mail = { to: string[]; subject: string; raw: string };

/** The mail's text part, quoted-printable decoded. */
function text(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest e-mail to `to` whose subject matches, and returns its decoded text. */
export function waitForMail(to: string, subject: RegExp): Promise<string> {
  return waitForMailNumber(to, subject, 1, "newest");
}

/**
 * Waits until `count` e-mails to `to` with a matching subject have arrived, and returns the decoded
 * text of the `count`-th (or of the newest, however many arrived): a second log-in's code, say.
 */
export async function waitForMailNumber(
  to: string,
  subject: RegExp,
  count: number,
  pick: "counted" | "newest" = "counted",
): Promise<string> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${mailboxHttpPort()}/?to=${encodeURIComponent(to)}`);
        const mails = ((await response.json()) as Mail[]).filter((mail) => subject.test(mail.subject));
        found = mails.length >= count ? (pick === "newest" ? mails.at(-1) : mails[count - 1]) : undefined;
        return found !== undefined;
      },
      { timeout: 20_000, message: `e-mail number ${count} to ${to} with a subject like ${subject}` },
    )
    .toBe(true);
  return text(found!.raw);
}
