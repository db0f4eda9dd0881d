import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { createReplyTemplate, deleteReplyTemplate, updateReplyTemplate } from "./commands";
import { fillPlaceholders, unknownPlaceholders } from "./placeholders";
import { fillReply, whatsAppLink } from "./reply";
import { replyTemplateSchema, TEMPLATE_LIMITS } from "./schema";
import { sendTemplateEmail } from "./send";

const values = { name: "Asha Verma", course: "MBA", counsellor: "Meera" };
const welcome = {
  name: "Welcome",
  channel: "EMAIL",
  subject: "Your {course} enquiry",
  body: "Hello {name},\n\nI am {counsellor}, your counsellor.",
};

let admin: { userId: string; role: "ADMIN"; name: string };
let meera: { userId: string; role: "COUNSELLOR"; name: string };
let meeraEmail: string;

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.replyTemplate.deleteMany();
  const [a, m] = [await createUser("ADMIN"), await createUser("COUNSELLOR")];
  meeraEmail = `meera-${m.id}@dishaeducation.in`;
  await prisma.user.update({ where: { id: m.id }, data: { name: "Meera", email: meeraEmail } });
  admin = { userId: a.id, role: "ADMIN", name: a.name };
  meera = { userId: m.id, role: "COUNSELLOR", name: "Meera" };
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.replyTemplate.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

/** A template without an approved WhatsApp template (lib/whatsapp). */
const unmapped = { waTemplateName: null, waLanguage: null, waParams: [], waMarketing: false };

describe("placeholders", () => {
  it("names every braced word that is not {name}, {course} or {counsellor}, each once", () => {
    expect(unknownPlaceholders("Hi {name}, the {fees} for {course} are {fees}; {Name} and { counsellor } too.")).toEqual([
      "{fees}",
      "{Name}",
    ]);
    expect(unknownPlaceholders("No braces, or an empty {} pair, or {\nsplit}.")).toEqual([]);
  });

  it("fills each placeholder in one pass: a value that looks like a placeholder stays as it was", () => {
    expect(fillPlaceholders("{name} ({course}) with { counsellor }, {name}", values)).toBe(
      "Asha Verma (MBA) with Meera, Asha Verma",
    );
    expect(fillPlaceholders("Dear {name}, about {course}", { ...values, name: "{course} <b>" })).toBe(
      "Dear {course} <b>, about MBA",
    );
  });

  it("keeps a filled subject on one line", () => {
    expect(fillReply({ subject: "About {course}", body: "Hi {name}\n\nBye" }, { ...values, course: "M\r\nBA" })).toEqual({
      subject: "About M BA",
      body: "Hi Asha Verma\n\nBye",
    });
  });

  it("puts the text in the WhatsApp link URL-encoded", () => {
    expect(whatsAppLink("+91 98100-12345", "Hi Asha & co, 100%?\nYes")).toBe(
      "https://wa.me/919810012345?text=Hi%20Asha%20%26%20co%2C%20100%25%3F%0AYes",
    );
    expect(whatsAppLink("+919810012345")).toBe("https://wa.me/919810012345");
  });
});

describe("the template schema", () => {
  const errors = (input: unknown) => {
    const parsed = replyTemplateSchema.safeParse(input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("refuses an unknown placeholder in the subject or the message, naming it", () => {
    expect(errors({ ...welcome, subject: "Your {fees}", body: "Pay {fees} and {deposit} by {date}" })).toEqual({
      subject: "Unknown placeholder {fees}: use {name}, {course} or {counsellor}.",
      body: "Unknown placeholders {fees}, {deposit}, {date}: use {name}, {course} or {counsellor}.",
    });
  });

  it("needs a subject for an e-mail and drops one sent with a WhatsApp message", () => {
    expect(errors({ ...welcome, subject: "  " })).toEqual({ subject: "Enter a subject for the e-mail" });
    expect(replyTemplateSchema.parse({ ...welcome, channel: "WHATSAPP" })).toEqual({
      name: "Welcome",
      channel: "WHATSAPP",
      subject: undefined,
      body: welcome.body,
      ...unmapped,
    });
  });

  it("holds each field to its limit, a WhatsApp message to the shorter one, and names every problem at once", () => {
    expect(errors({ ...welcome, body: "x".repeat(TEMPLATE_LIMITS.body.EMAIL) })).toEqual({});
    expect(errors({ ...welcome, body: "x".repeat(TEMPLATE_LIMITS.body.EMAIL + 1) })).toEqual({
      body: "Message must be at most 5000 characters",
    });
    expect(errors({ ...welcome, channel: "WHATSAPP", body: "x".repeat(TEMPLATE_LIMITS.body.WHATSAPP + 1) })).toEqual({
      body: "A WhatsApp message must be at most 1000 characters",
    });
    expect(
      errors({ name: "n".repeat(TEMPLATE_LIMITS.name + 1), channel: "SMS", subject: "s".repeat(TEMPLATE_LIMITS.subject + 1) }),
    ).toEqual({
      name: "Name must be at most 80 characters",
      channel: "Choose e-mail or WhatsApp",
      subject: "Subject must be at most 150 characters",
      body: "Enter the message",
    });
  });
});

describe("managing templates", () => {
  it("adds, edits and deletes a template, each audited with its values", async () => {
    expect(await createReplyTemplate(admin, welcome)).toEqual({ ok: true, message: "Template “Welcome” added." });
    const { id } = await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Welcome" } });
    expect(await updateReplyTemplate(admin, id, { ...welcome, name: "Hello", channel: "WHATSAPP" })).toEqual({
      ok: true,
      message: "Template “Hello” saved.",
    });
    expect(await prisma.replyTemplate.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Hello",
      channel: "WHATSAPP",
      subject: null,
    });
    expect(await deleteReplyTemplate(admin, id)).toEqual({ ok: true, message: "Template “Hello” deleted." });
    expect(await deleteReplyTemplate(admin, id)).toMatchObject({ ok: false, status: 404 });
    const trail = await prisma.auditLog.findMany({
      where: { entityType: "ReplyTemplate", entityId: id },
      orderBy: { createdAt: "asc" },
    });
    const stored = { name: "Welcome", channel: "EMAIL", subject: welcome.subject, body: welcome.body, ...unmapped };
    const renamed = { name: "Hello", channel: "WHATSAPP", subject: null, body: welcome.body, ...unmapped };
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
      ["reply-template.create", admin.userId, null, stored],
      ["reply-template.update", admin.userId, stored, renamed],
      ["reply-template.delete", admin.userId, renamed, null],
    ]);
  });

  it("refuses {fees} and a second template of the same name, beside the field, storing nothing", async () => {
    expect(await createReplyTemplate(admin, { ...welcome, body: "The {fees} are due." })).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      errors: { body: "Unknown placeholder {fees}: use {name}, {course} or {counsellor}." },
    });
    await createReplyTemplate(admin, welcome);
    expect(await createReplyTemplate(admin, { ...welcome, name: "Welcome" })).toMatchObject({
      ok: false,
      status: 409,
      errors: { name: "Another template has that name." },
    });
    expect(await prisma.replyTemplate.count()).toBe(1);
    expect(await updateReplyTemplate(admin, "nosuchtemplate1", welcome)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("sending a template e-mail to a lead", () => {
  it("queues it filled in and escaped, to the lead, with replies to the sender: the first response, in the lead's history", async () => {
    const lead = await storeLead({ name: "Asha <b>Verma</b>", email: "asha@example.com", course: "MBA" });
    await createReplyTemplate(admin, welcome);
    const template = await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Welcome" } });

    expect(await sendTemplateEmail(meera, lead.id, template.id)).toEqual({
      ok: true,
      message: "E-mail “Your MBA enquiry” is on its way to asha@example.com.",
    });
    const mail = await prisma.outboxEmail.findFirstOrThrow();
    expect(mail).toMatchObject({ to: "asha@example.com", replyTo: meeraEmail, subject: "Your MBA enquiry" });
    expect(mail.text).toContain("Hello Asha <b>Verma</b>,\n\nI am Meera, your counsellor.");
    expect(mail.html).toContain("Hello Asha &lt;b&gt;Verma&lt;/b&gt;,</p>");
    expect(mail.html).not.toContain("<b>");
    const firstResponseAt = (await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).firstResponseAt;
    expect(firstResponseAt).not.toBeNull();
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { entityType: "Lead", entityId: lead.id } });
    expect(entry).toMatchObject({
      action: "lead.reply-email",
      actorId: meera.userId,
      after: { template: "Welcome", subject: "Your MBA enquiry", replyTo: meeraEmail },
    });

    // A second reply is sent too, and leaves the first response as it was.
    await sendTemplateEmail(meera, lead.id, template.id);
    expect(await prisma.outboxEmail.count()).toBe(2);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).firstResponseAt).toEqual(firstResponseAt);
  });

  it("leaves out the reply-to when the sender has no e-mail address", async () => {
    await prisma.user.update({ where: { id: meera.userId }, data: { email: null } });
    const lead = await storeLead();
    await createReplyTemplate(admin, welcome);
    const template = await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Welcome" } });
    expect(await sendTemplateEmail(meera, lead.id, template.id)).toMatchObject({ ok: true });
    expect(await prisma.outboxEmail.findFirstOrThrow()).toMatchObject({ to: lead.email, replyTo: null });
  });

  it("refuses a WhatsApp template, a missing lead or template, and queues nothing", async () => {
    const lead = await storeLead();
    await createReplyTemplate(admin, { ...welcome, name: "Chat", channel: "WHATSAPP" });
    const chat = await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Chat" } });
    expect(await sendTemplateEmail(meera, lead.id, chat.id)).toEqual({
      ok: false,
      status: 400,
      message: "“Chat” is a WhatsApp template: open it in WhatsApp instead.",
      errors: {},
    });
    expect(await sendTemplateEmail(meera, "nosuchlead0001", chat.id)).toMatchObject({
      ok: false,
      status: 404,
      message: "No such lead.",
    });
    expect(await sendTemplateEmail(meera, lead.id, "nosuchtemplate1")).toMatchObject({ ok: false, status: 404 });
    expect(await sendTemplateEmail(meera, lead.id, "not an id")).toMatchObject({ ok: false, status: 404 });
    expect(await prisma.outboxEmail.count()).toBe(0);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).firstResponseAt).toBeNull();
  });
});
