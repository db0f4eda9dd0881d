/**
 * A minor's registration (DPDP Act 2023, s. 9): the date of birth decides; under 18 the account
 * waits for the parent's or guardian's consent, as an enquiry does (lib/privacy/minors/guardian.ts).
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { answerGuardianRequest, eraseUnansweredMinors, findGuardianRequest } from "@/lib/privacy/minors/guardian";
import { freshIp } from "@/lib/testing/enquiries";
import { AWAITING_GUARDIAN_LOGIN, CODE_SENT, startLogin } from "./login";
import { MINOR_REGISTERED, REGISTERED, registerAccount } from "./register";

const PASSWORD = "tulip-monsoon-42";

/** A date of birth `years` years and a day ago (or a day to go, when `dayToGo`). */
function bornYearsAgo(years: number, dayToGo = false): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + (dayToGo ? 1 : -1));
  return date.toISOString().slice(0, 10);
}

let n = 0;
const person = (dob?: string) => {
  n++;
  return {
    name: `Asha ${n}`,
    email: `asha${n}.${Date.now()}@example.com`,
    mobile: `97${String(10_000_000 + n)}`,
    password: PASSWORD,
    dob,
  };
};
const guardian = { guardianName: "Sunita Rawat", guardianEmail: "sunita.guardian@example.com" };

async function guardianToken(): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: guardian.guardianEmail, secret: true } });
  return new URL(/https?:\/\/\S+\/privacy\/guardian\?token=\S+/.exec(mail.text)![0]).searchParams.get("token")!;
}

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.guardianConsent.deleteMany();
  await prisma.jobPeriod.deleteMany();
  await prisma.outboxEmail.deleteMany();
});
afterAll(async () => {
  await prisma.guardianConsent.deleteMany();
  await prisma.outboxEmail.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.consent.deleteMany();
  await prisma.user.deleteMany({ where: { role: "USER" } });
  await prisma.rateLimit.deleteMany();
  await disconnect();
});

describe("registration's date of birth", () => {
  it("keeps an adult's date of birth and lets them log in at once; a client that sends none is read as an adult", async () => {
    const adult = person(bornYearsAgo(18));
    expect(await registerAccount(adult, freshIp())).toEqual({ ok: true, message: REGISTERED });
    const user = await prisma.user.findUniqueOrThrow({ where: { email: adult.email } });
    expect(user.dateOfBirth?.toISOString().slice(0, 10)).toBe(adult.dob);
    expect(user.awaitingGuardian).toBe(false);
    expect(await startLogin({ email: adult.email, password: PASSWORD }, freshIp())).toEqual({ ok: true, message: CODE_SENT });

    const oldClient = person();
    expect(await registerAccount(oldClient, freshIp())).toEqual({ ok: true, message: REGISTERED });
  });

  it("refuses a date that is not one, or in the future", async () => {
    for (const dob of ["2008-02-30", "21/05/2008", bornYearsAgo(-1)]) {
      expect(await registerAccount(person(dob), freshIp())).toMatchObject({
        ok: false,
        status: 400,
        errors: { dob: expect.any(String) },
      });
    }
  });

  it("asks an under-18 for a parent's or guardian's name and e-mail", async () => {
    expect(await registerAccount(person(bornYearsAgo(18, true)), freshIp())).toMatchObject({
      ok: false,
      status: 400,
      errors: { guardianName: expect.any(String), guardianEmail: expect.any(String) },
    });
  });

  it("holds a minor's account until the guardian agrees: no log-in before, the guardian greeted by name after", async () => {
    const minor = person(bornYearsAgo(15));
    expect(await registerAccount({ ...minor, ...guardian }, freshIp())).toEqual({ ok: true, message: MINOR_REGISTERED });
    const user = await prisma.user.findUniqueOrThrow({ where: { email: minor.email } });
    expect(user.awaitingGuardian).toBe(true);
    // Only the guardian's request goes out; nothing to the child yet.
    expect((await prisma.outboxEmail.findMany()).map((mail) => mail.to)).toEqual([guardian.guardianEmail]);
    expect(await startLogin({ email: minor.email, password: PASSWORD }, freshIp())).toMatchObject({
      ok: false,
      status: 403,
      message: AWAITING_GUARDIAN_LOGIN,
    });

    const token = await guardianToken();
    const view = await findGuardianRequest(token);
    expect(view).toMatchObject({ state: "open", form: "account", guardianName: "Sunita Rawat" });
    expect(view.state === "open" && view.details).toContainEqual(["Date of birth", minor.dob]);

    expect(await answerGuardianRequest(token, "agree")).toBe("given");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).awaitingGuardian).toBe(false);
    expect(await prisma.consent.findFirstOrThrow({ where: { enquiryId: user.id } })).toMatchObject({
      form: "account",
      method: "GUARDIAN",
    });
    const copy = await prisma.outboxEmail.findFirstOrThrow({ where: { to: guardian.guardianEmail, secret: false } });
    expect(copy.text).toContain("Dear Sunita Rawat");
    expect(copy.text).toContain(`Thank you for agreeing to ${minor.name}'s account`);
    expect(await startLogin({ email: minor.email, password: PASSWORD }, freshIp())).toEqual({ ok: true, message: CODE_SENT });
  });

  it("deletes a minor's account the guardian refuses, or does not answer within 7 days", async () => {
    const refused = person(bornYearsAgo(16));
    await registerAccount({ ...refused, ...guardian }, freshIp());
    expect(await answerGuardianRequest(await guardianToken(), "refuse")).toBe("refused");
    expect(await prisma.user.count({ where: { email: refused.email } })).toBe(0);

    const unanswered = person(bornYearsAgo(16));
    await registerAccount({ ...unanswered, ...guardian }, freshIp());
    const { requestedAt } = await prisma.guardianConsent.findFirstOrThrow();
    expect(await eraseUnansweredMinors(new Date(requestedAt.getTime() + 8 * 24 * 60 * 60_000))).toEqual({ erased: 1 });
    expect(await prisma.user.count({ where: { email: unanswered.email } })).toBe(0);
  });
});
