/**
 * Rights requests (DPDP Act 2023, ss. 11–13), with or without an account: access, correction,
 * erasure, withdrawal of consent. A request answers the same words and status whatever the address
 * (nobody learns whether we hold data on someone); only when the address is on record does a
 * single-use link, valid 24 hours, go to that address, and to no other. Following it proves the
 * address: access, erasure and withdrawal are carried out at once on the records that carry it
 * (lib/privacy/rights/erasure.ts); a correction waits for an admin. A mobile proves nobody: a request by
 * mobile alone mails nothing and waits, with what it found, for an admin to verify the person by
 * hand, as do records that carry the person's mobile but not the proven address. The audit log
 * records each step without the person's data.
 */
import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { prisma, viaPrisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PrivacyRequestKind } from "@/lib/generated/prisma/enums";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { renderEmail, SIGN_OFF } from "@/lib/mail/templates/render";
import { addressKey, firstRefusal } from "@/lib/accounts/rate-limits";
import { postgresRateLimit } from "@/lib/security/rate-limit";
import { siteUrl } from "@/lib/seo/metadata";
import { emailField, normaliseIndianMobile } from "@/lib/validation/fields";
import { isRowId } from "@/lib/validation/stored-text";
import {
  erasePersonIn,
  findPerson,
  ledgerHash,
  maskContact,
  mobilesOf,
  tenDigits,
  unprovenMatches,
  type PersonContact,
  type UnprovenMatch,
} from "./erasure";
import { erasureDueDays } from "@/lib/privacy/settings";
import { collectPersonalData } from "./access";
import { withdrawConsents } from "./withdraw";

/** Hours a verification link works. */
export const LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

export const REQUEST_RECEIVED =
  "Thank you. If we hold any data for that e-mail address, we have sent a link to it. Follow it within 24 hours to confirm your request.";
/** A mobile proves nobody: the same answer whether or not it is on record. */
export const MOBILE_REQUEST_RECEIVED =
  "Thank you. A mobile number alone does not show that it is yours, so we send no link for it: if we hold data with that number, our team will verify who you are by hand before acting on it. To have it done at once, ask with your e-mail address instead.";
/** Told after every confirmed request and account deletion, whatever is on record (no enumeration). */
export const MOBILE_ONLY_RECORDS =
  "Only records that carry this e-mail address are included. Any that carry your mobile number under another e-mail address are left for our team to verify by hand: a mobile number does not show whose they are. If you gave us another e-mail address, ask with that one too.";
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

/** Whether the proven address is on any record (the link goes to it alone, never to another address). */
async function onRecord(tx: Prisma.TransactionClient, contact: PersonContact): Promise<boolean> {
  const { holdings } = await findPerson(tx, contact);
  return Object.values(holdings).some((rows) => rows.length > 0);
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
  if (!email) {
    await holdForManualCheck(mobile!, KIND_OF[kind], kind === "correction" ? note : undefined, tokenHash, now);
    return success(MOBILE_REQUEST_RECEIVED);
  }
  await prisma.$transaction(async (tx) => {
    if (!(await onRecord(tx, { email }))) return;
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
    await enqueueEmail(viaPrisma(tx), { to: email, ...requestLinkEmail(KIND_OF[kind], link) });
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

/**
 * A request by mobile alone: no link is mailed (to whom? the addresses on record with that mobile
 * may be anyone's), and it is kept only when the mobile is on record, with what it found, for an
 * admin to verify the person by hand.
 */
async function holdForManualCheck(
  mobile: string,
  kind: PrivacyRequestKind,
  note: string | undefined,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const found = await unprovenMatches(tx, [tenDigits(mobile)!]);
    if (found.length === 0) return;
    const request = await tx.privacyRequest.create({
      // The token is never mailed: the request cannot be confirmed by a link.
      data: {
        kind,
        contact: mobile,
        note: note ?? null,
        tokenHash,
        expiresAt: now,
        state: "MANUAL",
        unproven: found,
        createdAt: now,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: null,
      action: "privacy.request-manual",
      entityType: "PrivacyRequest",
      entityId: request.id,
      after: { kind, found: found.length },
    });
  });
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
      // A link mailed for a mobile before requests by mobile stopped being mailed proves nothing either.
      if (!person) {
        const found = await unprovenMatches(
          tx,
          [tenDigits(contact)].filter((mobile) => mobile !== undefined),
        );
        await tx.privacyRequest.update({
          where: { id: request.id },
          data: { state: "MANUAL", unproven: found },
          select: { id: true },
        });
        return true;
      }
      const { holdings } = await findPerson(tx, person);
      await noteUnproven(tx, request.id, await unprovenMatches(tx, mobilesOf(holdings), person.email));
      if (request.kind === "WITHDRAW") await withdrawConsents(tx, holdings);
      if (request.kind === "ERASURE") {
        await erasePersonIn(tx, person);
        // Queued after the erasure, so the erasure does not blank it; it names nobody, and loses its recipient once sent.
        await enqueueEmail(viaPrisma(tx), { to: person.email, forgetRecipient: true, ...erasedEmail() });
      }
      if (request.kind !== "CORRECTION") await completeIn(tx, request.id, now);
      return true;
    },
    { timeout: 60_000 },
  );
  if (!done) return { ok: false, problem: (await checkRequestLink(token, now)).ok ? "invalid" : "used" };
  return { ok: true, requestId: request.id, kind: request.kind };
}

/** What the proven address does not cover, kept on the request for an admin to check by hand. */
export async function noteUnproven(tx: Prisma.TransactionClient, id: string, found: UnprovenMatch[]): Promise<void> {
  if (found.length === 0) return;
  await tx.privacyRequest.update({ where: { id }, data: { unproven: found }, select: { id: true } });
  await recordAudit(tx, {
    actorId: null,
    action: "privacy.request-unproven",
    entityType: "PrivacyRequest",
    entityId: id,
    after: { found: found.length },
  });
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

/** A stored contact as erasure and export take it: an address (a mobile, or a masked one, proves nobody). */
export const contactOf = (contact: string): PersonContact | null =>
  contact.includes("@") && !contact.includes("•") ? { email: contact } : null;

/** An admin has verified by hand what a request's proof did not cover (and dealt with it): off the to-do list. */
export async function markRequestChecked(actorId: string, id: string): Promise<Outcome> {
  if (!isRowId(id)) return failure(404, "No such request waiting for a check: reload the page.");
  return prisma.$transaction(async (tx) => {
    const request = await tx.privacyRequest.findUnique({
      where: { id },
      select: { state: true, unproven: true, checkedAt: true },
    });
    if (!request || request.checkedAt || (request.state !== "MANUAL" && request.unproven === null))
      return failure(404, "No such request waiting for a check: reload the page.");
    const now = new Date();
    await tx.privacyRequest.update({
      where: { id },
      data: { checkedAt: now, ...(request.state === "MANUAL" ? { state: "DONE", completedAt: now } : {}) },
      select: { id: true },
    });
    await recordAudit(tx, { actorId, action: "privacy.request-checked", entityType: "PrivacyRequest", entityId: id });
    return success("Marked as checked.");
  });
}

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

/**
 * A confirmed request by its signed reference (null for a stale or forged one), with the person's
 * data when it is a completed access request: what its result page and its download show.
 */
export async function requestResult(ref: unknown) {
  const id = readRequestRef(ref);
  const request = id
    ? await prisma.privacyRequest.findUnique({ where: { id }, select: { kind: true, contact: true, dueAt: true, state: true } })
    : null;
  if (!request) return null;
  const person = request.kind === "ACCESS" && request.state === "DONE" ? contactOf(request.contact) : null;
  return { request, data: person ? await collectPersonalData(person) : null };
}

/** A free text with every e-mail address and mobile number in it masked as the contact column is. */
export function maskText(text: string): string {
  return text
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi, (address) => maskContact(address))
    .replace(/\+?\d[\d\s-]{8,}\d/g, (number) => maskContact(number.replace(/\D/g, "")));
}

const TO_DO: Prisma.PrivacyRequestWhereInput = {
  OR: [
    { kind: "CORRECTION", state: "VERIFIED" },
    { state: "MANUAL", checkedAt: null },
    { unproven: { not: Prisma.AnyNull }, checkedAt: null },
  ],
};

/**
 * The admins' list, newest first, the contact masked, and a correction's text masked the same way
 * (shown whole only on demand, to make it). A request is to do while a correction waits for an admin
 * or a manual verification is not marked done; `toDo` lists those alone.
 */
export async function listPrivacyRequests({ toDo = false, limit = 200 } = {}) {
  const rows = await prisma.privacyRequest.findMany({
    where: toDo ? TO_DO : {},
    orderBy: { createdAt: "desc" },
    take: limit,
    omit: { tokenHash: true },
  });
  return rows.map(({ contact, note, unproven, ...row }) => {
    const waiting = row.kind === "CORRECTION" && row.state === "VERIFIED";
    // A mobile request's contact stays at hand while it waits: the admin verifies the person through it.
    const manual = row.state === "MANUAL" || (unproven !== null && row.checkedAt === null);
    return {
      ...row,
      maskedContact: maskContact(contact),
      maskedNote: note ? maskText(note) : null,
      correction: waiting ? { contact, note } : null,
      manualCheck: manual
        ? { contact: row.state === "MANUAL" ? contact : null, found: (unproven ?? []) as UnprovenMatch[] }
        : null,
    };
  });
}

/** How many requests are to do (the filter's count). */
export async function countPrivacyRequestsToDo(): Promise<number> {
  return prisma.privacyRequest.count({ where: TO_DO });
}
