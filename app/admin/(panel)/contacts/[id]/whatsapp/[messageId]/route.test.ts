import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { startConfiguredWhatsAppStandIn } from "@/lib/testing/whatsapp-cloud";
import { MEDIA_LIMIT_BYTES } from "@/lib/whatsapp/media";
import { GET } from "./route";

let cloud: Awaited<ReturnType<typeof startConfiguredWhatsAppStandIn>>;
let counsellor: TestUser;
let visitor: TestUser;
const created: string[] = [];

beforeAll(async () => {
  cloud = await startConfiguredWhatsAppStandIn();
  counsellor = await createUser("COUNSELLOR");
  visitor = await createUser("USER");
  created.push(counsellor.id, visitor.id);
});
beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany({ where: { action: "lead.whatsapp-media" } });
  cloud.mediaRequests.length = 0;
});
afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await cloud.close();
  await disconnect();
});

let mobiles = 0;
/** A lead with one received file of `kind`, under `mediaId` (null: erased). */
async function received(kind: "IMAGE" | "DOCUMENT", body: string, mediaId: string | null, awaitingGuardian = false) {
  mobiles++;
  const lead = await prisma.lead.create({
    data: {
      name: "Asha Verma",
      email: `asha${mobiles}@example.com`,
      mobile: `+9197${String(mobiles).padStart(8, "0")}`,
      course: "MBA",
      noticeVersion: "test",
      awaitingGuardian,
    },
  });
  const message = await prisma.whatsAppMessage.create({
    data: {
      leadId: lead.id,
      direction: "IN",
      kind,
      body,
      mediaId,
      status: "RECEIVED",
      metaId: `wamid.${randomBytes(8).toString("hex")}`,
      createdAt: new Date("2026-11-28T06:30:00Z"),
    },
  });
  return { leadId: lead.id, messageId: message.id };
}

async function open(file: { leadId: string; messageId: string }, user: TestUser | null = counsellor) {
  const path = `/admin/contacts/${file.leadId}/whatsapp/${file.messageId}`;
  return GET(requestWith(path, user ? { cookie: await sessionCookie(user) } : {}), {
    params: Promise.resolve({ id: file.leadId, messageId: file.messageId }),
  });
}

describe("GET /admin/contacts/{lead}/whatsapp/{message}", () => {
  it("fetches an image from WhatsApp (its URL, then the bytes, with the token) and shows it in the tab, uncached and audited", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
    cloud.addMedia("1479537139650973", jpeg, "image/jpeg");
    const file = await received("IMAGE", "Received an image: my marksheet", "1479537139650973");

    const response = await open(file);

    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(jpeg.byteLength),
      "content-disposition": `inline; filename="whatsapp-image-2026-11-28.jpg"; filename*=UTF-8''whatsapp-image-2026-11-28.jpg`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(cloud.mediaRequests).toEqual([
      { kind: "url", id: "1479537139650973" },
      { kind: "download", id: "1479537139650973" },
    ]);
    expect(await prisma.auditLog.findMany({ where: { action: "lead.whatsapp-media" } })).toMatchObject([
      {
        actorId: counsellor.id,
        entityType: "WhatsAppMessage",
        entityId: file.messageId,
        after: { leadId: file.leadId, kind: "IMAGE", contentType: "image/jpeg", bytes: jpeg.byteLength },
      },
    ]);
  });

  it("downloads a document under the name the person gave it, never shown in the tab", async () => {
    const pdf = Buffer.from("%PDF-1.4\n% marks\n");
    cloud.addMedia("998877", pdf, "application/pdf");
    const file = await received("DOCUMENT", "Received a document: Marksheet 12th (final).pdf", "998877");

    const response = await open(file);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Marksheet 12th _final_.pdf"; filename*=UTF-8''Marksheet%2012th%20(final).pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("says WhatsApp no longer has a file whose media id expired (410), and nothing is audited", async () => {
    cloud.addMedia("5550001", Buffer.from("old"), "image/png");
    cloud.expireMedia("5550001");
    const response = await open(await received("IMAGE", "Received an image", "5550001"));

    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^WhatsApp no longer has this file/) });
    expect(await prisma.auditLog.count({ where: { action: "lead.whatsapp-media" } })).toBe(0);
  });

  it("refuses a file over the limit by the size WhatsApp states, before downloading it", async () => {
    cloud.addMedia("5550002", Buffer.alloc(MEDIA_LIMIT_BYTES + 1), "application/pdf");
    const response = await open(await received("DOCUMENT", "Received a document: big.pdf", "5550002"));

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining("the panel opens files up to 25 MB") });
    expect(cloud.mediaRequests.map((request) => request.kind)).toEqual(["url"]);
  });

  it("says WhatsApp's own failure (502, naming its answer) and nothing is audited; the next try fetches the file", async () => {
    cloud.addMedia("5550004", Buffer.from("%PDF-1.4\n"), "application/pdf");
    cloud.failMedia("5550004", 500);
    const file = await received("DOCUMENT", "Received a document: fees.pdf", "5550004");

    const refused = await open(file);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({
      message:
        "WhatsApp did not give the file: it answered 500 (An unexpected error has occurred. Please retry your request later.). Try again in a minute.",
    });
    expect(await prisma.auditLog.count({ where: { action: "lead.whatsapp-media" } })).toBe(0);

    const retried = await open(file);
    expect(retried.status).toBe(200);
    expect(await retried.text()).toBe("%PDF-1.4\n");
  });

  it("stops a file past the limit whose size WhatsApp understated, before passing on more than the limit", async () => {
    cloud.addMedia("5550005", Buffer.alloc(MEDIA_LIMIT_BYTES + 64 * 1024), "application/pdf");
    cloud.understateMedia("5550005");
    const response = await open(await received("DOCUMENT", "Received a document: scan.pdf", "5550005"));

    // The answer had begun (nothing said the file was large), so it is cut off rather than refused.
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    let passed = 0;
    const reader = response.body!.getReader();
    const read = async (): Promise<void> => {
      const chunk = await reader.read();
      if (chunk.done) return;
      passed += chunk.value.byteLength;
      return read();
    };
    await expect(read()).rejects.toThrow("larger than the panel passes on");
    expect(passed).toBeLessThanOrEqual(MEDIA_LIMIT_BYTES);
  });

  it("has nothing for an erased message (404), holds a minor's awaiting a guardian (409), and is for staff only", async () => {
    cloud.addMedia("5550003", Buffer.from("x"), "image/png");
    expect((await open(await received("IMAGE", "", null))).status).toBe(404);
    expect((await open(await received("IMAGE", "Received an image", "5550003", true))).status).toBe(409);
    const file = await received("IMAGE", "Received an image", "5550003");
    // Another lead's message under this lead's address is not found either.
    const other = await received("IMAGE", "Received an image", "5550003");
    expect((await open({ leadId: other.leadId, messageId: file.messageId })).status).toBe(404);
    expect((await open(file, null)).status).toBe(401);
    expect((await open(file, visitor)).status).toBe(403);
    expect(cloud.mediaRequests).toEqual([]);
  });
});
