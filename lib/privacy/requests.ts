/**
 * Rights requests (DPDP Act 2023, ss. 11–13), with or without an account: access, correction,
 * erasure, withdrawal of consent. A request answers the same words and status whatever the address
 * (nobody learns whether we hold data on someone); only when the address or mobile is on record
 * does a single-use link, valid 24 hours, go to the e-mail address(es) on record. Following it
 * verifies the request, and access, erasure and withdrawal are carried out at once; a correction
 * waits for an admin. The audit log records each step without the person's data.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { prisma, viaPrisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PrivacyRequestKind } from "@/lib/generated/prisma/enums";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { renderEmail, SIGN_OFF } from "@/lib/mail/templates/render";
import { addressKey, firstRefusal } from "@/lib/accounts/limits";
import { postgresRateLimit } from "@/lib/security/rate-limit";
import { siteUrl } from "@/lib/seo/metadata";
import { emailField, normaliseIndianMobile } from "@/lib/validation/fields";
import { isRowId } from "@/lib/validation/stored-text";
import { erasePersonIn, findPerson, ledgerHash, maskContact, type PersonContact } from "./erasure";
import { erasureDueDays } from "./settings";
import { withdrawConsents } from "./withdraw";

/** Hours a verification link works. */
export const LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

export const REQUEST_RECEIVED =
  "Thank you. If we hold any data for that e-mail address or mobile, we have sent a link to the e-mail address we have on record. Follow it within 24 hours to confirm your request.";
export const TOO_MANY_REQUESTS = "Too many requests. Please wait an hour and try again.";

export const privacyLimits = {
  byAddress: postgresRateLimit({ name: "privacy-request-ip", points: 10, durationSeconds: 3_600 }),
  byContact: postgresRateLimit({ name: "privacy-request-contact", points: 3, durationSeconds: 3_600 }),
};

export const REQUEST_KINDS = ["access", "correction", "erasure", "withdraw"] as const;
export type RequestKindWord = (typeof REQUEST_KINDS)[number];
const KIND_OF: Record<RequestKindWord, PrivacyRequestKind> = {
  access: "ACCESS",
  correction: "CORRECTION",
  erasure: "ERASURE",
  withdraw: "WITHDRAW",
};

export const KIND_WORDS: Record<PrivacyRequestKind, string> = {
  ACCESS: "a copy of your data",
  CORRECTION: "a correction of your data",
  ERASURE: "erasure of your data",
  WITHDRAW: "withdrawal of your consent",
};

const NOTE_MAX = 2_000;

const mobileText = z.union([z.string(), z.number()]).transform((value, context) => {
  const mobile = normaliseIndianMobile(String(value));
  if (!mobile) context.addIssue({ code: "custom", message: "Enter a valid 10-digit Indian mobile number" });
  return mobile ?? z.NEVER;
});

export const privacyRequestSchema = z
  .object({
    email: z.preprocess((value) => (value === "" ? undefined : value), emailField.optional()),
    mobile: z.preprocess((value) => (value === "" ? undefined : value), mobileText.optional()),
    kind: z.enum(REQUEST_KINDS, { error: 'Choose what you ask for: "access", "correction", "erasure" or "withdraw"' }),
    note: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().trim().max(NOTE_MAX, `Keep it under ${NOTE_MAX} characters`).optional(),
    ),
  })
  .superRefine((value, context) => {
    if (!value.email === !value.mobile) {
      context.addIssue({
        code: "custom",
        path: ["email"],
        message: "Give either your e-mail address or your mobile number (one of them)",
      });
    }
    if (value.kind === "correction" && !value.note)
      context.addIssue({ code: "custom", path: ["note"], message: "Say what we should correct" });
  });

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function requestLinkEmail(kind: PrivacyRequestKind, link: string) {
  return {
    subject: "Confirm your privacy request",
    secret: true,
    ...renderEmail({
      heading: "Confirm your privacy request",
      paragraphs: [
        `We received a request for ${KIND_WORDS[kind]}. Open the link below to confirm it: it works once, for ${LINK_HOURS} hours.`,
        "If you did not ask for this, ignore this e-mail: nothing will change.",
      ],
      link: { label: "Confirm my request", href: link },
      signOff: SIGN_OFF,
    }),
  };
}

/** The notice that erasure is done: generic, so the outbox row says nothing about the person. */
export function erasedEmail() {
  return {
    subject: "Your data has been erased",
    ...renderEmail({
      heading: "Your data has been erased",
      paragraphs: [
        "As you asked, we have erased the personal data we held about you: your enquiries, account and e-mails. This is the last e-mail you will receive from us about them.",
      ],
      signOff: SIGN_OFF,
    }),
  };
}

/** Where a mailed link goes: the address itself, or for a mobile the addresses on record with it. */
async function recipients(tx: Prisma.TransactionClient, contact: PersonContact): Promise<string[]> {
  const { holdings } = await findPerson(tx, contact);
  const rows = Object.values(holdings).flat();
  if (rows.length === 0) return [];
  if (contact.email) return [contact.email];
  const emails = rows
    .map((row) => row.email?.toLowerCase())
    .filter((email): email is string => !!email && !email.endsWith("@invalid"));
  return [...new Set(emails)];
}

export async function createPrivacyRequest(input: unknown, ip: string, now = new Date()): Promise<Outcome> {
  const parsed = privacyRequestSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, mobile, kind, note } = parsed.data;
  const contact = (email ?? mobile)!;
  const refused = await firstRefusal(
    [
      [privacyLimits.byAddress, addressKey(ip)],
      // Keyed by a hash: the counter's row never holds the address.
      [privacyLimits.byContact, ledgerHash(email ? "email" : "mobile", contact)],
    ],
    TOO_MANY_REQUESTS,
  );
  if (refused) return refused;

  // The same work whether or not the address is known: a token is made either way.
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  await prisma.$transaction(async (tx) => {
    const to = await recipients(tx, { email, mobile });
    if (to.length === 0) return;
    const request = await tx.privacyRequest.create({
      data: {
        kind: KIND_OF[kind],
        contact,
        note: kind === "correction" ? note : null,
        tokenHash,
        expiresAt: new Date(now.getTime() + LINK_HOURS * HOUR_MS),
        createdAt: now,
      },
      select: { id: true },
    });
    const link = siteUrl(`/privacy/requests/verify?token=${token}`);
    await enqueueEmail(viaPrisma(tx), ...to.map((address) => ({ to: address, ...requestLinkEmail(KIND_OF[kind], link) })));
    await recordAudit(tx, {
      actorId: null,
      action: "privacy.request-received",
      entityType: "PrivacyRequest",
      entityId: request.id,
      after: { kind: KIND_OF[kind] },
    });
  });
  return success(REQUEST_RECEIVED);
}

export type LinkProblem = "invalid" | "used" | "expired";
export const LINK_PROBLEMS: Record<LinkProblem, string> = {
  invalid: "This link is not valid. Check that you opened the whole link from the e-mail, or ask again.",
  used: "This link has already been used: each link works once. If you need something more, ask again.",
  expired: `This link has expired: links work for ${LINK_HOURS} hours. Please ask again.`,
};

const TOKEN_PATTERN = /^[\w-]{20,100}$/;

async function requestByToken(token: string) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  return prisma.privacyRequest.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, kind: true, state: true, expiresAt: true },
  });
}

/** What the link's page shows before the person confirms: the kind, or why the link does not work. */
export async function checkRequestLink(
  token: string,
  now = new Date(),
): Promise<{ ok: true; kind: PrivacyRequestKind } | { ok: false; problem: LinkProblem }> {
  const request = await requestByToken(token);
  if (!request) return { ok: false, problem: "invalid" };
  if (request.state === "EXPIRED" || (request.state === "RECEIVED" && request.expiresAt <= now))
    return { ok: false, problem: "expired" };
  if (request.state !== "RECEIVED") return { ok: false, problem: "used" };
  return { ok: true, kind: request.kind };
}

export type Verified = { ok: true; requestId: string; kind: PrivacyRequestKind } | { ok: false; problem: LinkProblem };

/**
 * Confirms the request the link stands for (once: the state moves in the same statement that
 * checks it) and carries it out: access is answered on the next page; withdrawal and erasure are
 * done in this transaction; a correction waits for an admin until its due date.
 */
export async function verifyPrivacyRequest(token: string, now = new Date()): Promise<Verified> {
  const request = await requestByToken(token);
  if (!request) return { ok: false, problem: "invalid" };
  if (request.state === "RECEIVED" && request.expiresAt <= now) {
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.privacyRequest.updateMany({
        where: { id: request.id, state: "RECEIVED" },
        data: { state: "EXPIRED" },
      });
      if (count)
        await recordAudit(tx, {
          actorId: null,
          action: "privacy.request-expired",
          entityType: "PrivacyRequest",
          entityId: request.id,
        });
    });
    return { ok: false, problem: "expired" };
  }
  // The deadline the admins set (Privacy Settings); only a correction can still be open by then.
  const dueDays = await erasureDueDays();
  const done = await prisma.$transaction(
    async (tx) => {
      const { count } = await tx.privacyRequest.updateMany({
        where: { id: request.id, state: "RECEIVED", expiresAt: { gt: now } },
        data: { state: "VERIFIED", verifiedAt: now, dueAt: new Date(now.getTime() + dueDays * 24 * HOUR_MS) },
      });
      if (count === 0) return false;
      await recordAudit(tx, {
        actorId: null,
        action: "privacy.request-verified",
        entityType: "PrivacyRequest",
        entityId: request.id,
        after: { kind: request.kind },
      });
      const { contact } = await tx.privacyRequest.findUniqueOrThrow({ where: { id: request.id }, select: { contact: true } });
      const person = contactOf(contact);
      if (request.kind === "WITHDRAW") await withdrawConsents(tx, (await findPerson(tx, person)).holdings);
      if (request.kind === "ERASURE") {
        const to = await recipients(tx, person);
        await erasePersonIn(tx, person);
        // Queued after the erasure, so the erasure does not blank it; it names nobody.
        if (to.length) await enqueueEmail(viaPrisma(tx), ...to.map((address) => ({ to: address, ...erasedEmail() })));
      }
      if (request.kind !== "CORRECTION") await completeIn(tx, request.id, now);
      return true;
    },
    { timeout: 60_000 },
  );
  if (!done) return { ok: false, problem: (await checkRequestLink(token, now)).ok ? "invalid" : "used" };
  return { ok: true, requestId: request.id, kind: request.kind };
}

async function completeIn(tx: Prisma.TransactionClient, id: string, now: Date): Promise<void> {
  await tx.privacyRequest.update({ where: { id }, data: { state: "DONE", completedAt: now }, select: { id: true } });
  await recordAudit(tx, { actorId: null, action: "privacy.request-completed", entityType: "PrivacyRequest", entityId: id });
}

/** An admin has made the correction a verified request asked for. */
export async function completeCorrection(actorId: string, id: string): Promise<Outcome> {
  if (!isRowId(id)) return failure(404, "No such correction waiting: reload the page.");
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.privacyRequest.updateMany({
      where: { id, kind: "CORRECTION", state: "VERIFIED" },
      data: { state: "DONE", completedAt: new Date() },
    });
    if (count === 0) return failure(404, "No such correction waiting: reload the page.");
    await recordAudit(tx, { actorId, action: "privacy.request-completed", entityType: "PrivacyRequest", entityId: id });
    return success("Marked as done.");
  });
}

/** A stored contact (a lower-case address, or +91 and ten digits) as erasure and export take it. */
export const contactOf = (contact: string): PersonContact => (contact.includes("@") ? { email: contact } : { mobile: contact });

// Signed, short-lived references to a verified access request, for its page and downloads: no
// guessable URL, and nothing that works after DOWNLOAD_MINUTES.
const DOWNLOAD_MINUTES = 30;
const signature = (payload: string) =>
  createHmac("sha256", createHmac("sha256", env().AUTH_SECRET).update("disha privacy download").digest())
    .update(payload)
    .digest("base64url");

export function signRequestRef(requestId: string, now = new Date()): string {
  const payload = `${requestId}.${now.getTime() + DOWNLOAD_MINUTES * 60_000}`;
  return `${payload}.${signature(payload)}`;
}

/** The request id a signed reference stands for while it is fresh, else null. */
export function readRequestRef(ref: unknown, now = new Date()): string | null {
  if (typeof ref !== "string") return null;
  const [id, until, given] = ref.split(".");
  if (!id || !until || !given) return null;
  const expected = Buffer.from(signature(`${id}.${until}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return Number(until) > now.getTime() ? id : null;
}

/** The admins' list: newest first, the contact masked (a correction waiting shows it whole, to act on). */
export async function listPrivacyRequests(limit = 200) {
  const rows = await prisma.privacyRequest.findMany({ orderBy: { createdAt: "desc" }, take: limit, omit: { tokenHash: true } });
  return rows.map(({ contact, note, ...row }) => {
    const waiting = row.kind === "CORRECTION" && row.state === "VERIFIED";
    return { ...row, maskedContact: maskContact(contact), correction: waiting ? { contact, note } : null };
  });
}
