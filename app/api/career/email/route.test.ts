import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/career/email/route";
import { MAX_RESUME_BYTES } from "@/lib/careers/constants";
import { INCOMPLETE_PDF, NOT_A_PDF, RESUME_TOO_LARGE } from "@/lib/careers/resume";
import { APPLICATION_RECEIVED } from "@/lib/careers/submit";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { smtpTransport } from "@/lib/mail/transport";
import { runDueJobs } from "@/lib/testing/jobs";
import { TOO_MANY_SUBMISSIONS } from "@/lib/security/rate-limit";
import { answer, clearEnquiries, multipartRequest } from "@/lib/testing/enquiries";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";

/** A PDF-looking file of exactly `size` bytes: the header, padding, the trailer. */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n%"), 0);
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), size - 7);
  return bytes;
}

const fields = {
  name: "Meera Iyer",
  email: "meera.iyer@example.com",
  phone: "9812345678",
  designation: "Career Counsellor",
  dob: "1996-04-12",
  address: "12 MG Road\nDehradun, Uttarakhand 248001",
  expected_salary: "₹5 LPA",
  last_salary: "₹4 LPA",
};

function applicationForm(
  changes: Record<string, string | Blob | undefined> = {},
  resume: Blob | undefined = new File([pdfOfSize(2048)], "Meera Iyer CV.pdf", { type: "application/pdf" }),
) {
  const form = new FormData();
  const values: Record<string, string | Blob | undefined> = { ...fields, resume, ...changes };
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) form.append(key, value, value.name);
    else if (value !== undefined) form.append(key, value);
  }
  return form;
}

const post = async (form: FormData, headers?: Record<string, string>) =>
  answer(await POST(multipartRequest("/api/career/email", form, headers)));

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("POST /api/career/email", () => {
  it("accepts a full 5 MB PDF, stores it with the application and mails it to staff as an attachment", async () => {
    const resume = pdfOfSize(MAX_RESUME_BYTES);
    const { status, body } = await post(
      applicationForm({}, new File([resume], "../../Meera Iyer CV.pdf", { type: "application/pdf" })),
    );

    expect(status).toBe(200);
    expect(body).toEqual({ message: APPLICATION_RECEIVED });
    const application = await prisma.careerApplication.findFirstOrThrow({ include: { resume: true } });
    expect(application).toMatchObject({
      name: "Meera Iyer",
      phone: "+919812345678",
      designation: "Career Counsellor",
      expectedSalary: "₹5 LPA",
      lastSalary: "₹4 LPA",
      address: fields.address,
    });
    expect(application.dateOfBirth.toISOString().slice(0, 10)).toBe("1996-04-12");
    expect(application.resume.size).toBe(MAX_RESUME_BYTES);
    expect(application.resume.fileName).toBe("Meera Iyer CV.pdf");
    expect(application.resume.contentType).toBe("application/pdf");
    expect(Buffer.from(application.resume.bytes).equals(Buffer.from(resume))).toBe(true);

    const smtp = await startTestSmtpServer();
    try {
      await runDueJobs(smtpTransport(smtp.url));
      const staff = smtp.received.find((mail) => mail.to.includes(env().STAFF_NOTIFY_EMAIL));
      expect(staff?.subject).toBe("Job application for Career Counsellor from Meera Iyer");
      expect(staff?.raw).toMatch(/filename="?Meera Iyer CV\.pdf"?/);
      expect(staff?.raw).toContain(Buffer.from(resume.subarray(0, 57)).toString("base64"));
      const acknowledgement = smtp.received.find((mail) => mail.to.includes("meera.iyer@example.com"));
      expect(acknowledgement?.raw).not.toContain("filename=");
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it("answers a resume one byte over 5 MB with 413 and a clear message", async () => {
    const { status, body } = await post(applicationForm({}, new File([pdfOfSize(MAX_RESUME_BYTES + 1)], "cv.pdf")));
    expect(status).toBe(413);
    expect(body.message).toBe(RESUME_TOO_LARGE);
    expect(body.errors).toHaveProperty("resume");
    expect(await prisma.careerApplication.count()).toBe(0);
  });

  it("refuses a much larger upload with 413 while it streams in", async () => {
    const { status, body } = await post(applicationForm({}, new File([pdfOfSize(8 * 1024 * 1024)], "cv.pdf")));
    expect(status).toBe(413);
    expect(body.message).toBe(RESUME_TOO_LARGE);
  });

  it("answers a text file renamed to .pdf with 415", async () => {
    const fake = new File(["Dear HR, please find my resume below…"], "resume.pdf", { type: "application/pdf" });
    const { status, body } = await post(applicationForm({}, fake));
    expect(status).toBe(415);
    expect(body.message).toBe(NOT_A_PDF);
    expect(body.errors).toHaveProperty("resume");
    expect(await prisma.storedFile.count()).toBe(0);
  });

  it("answers a PDF/HTML polyglot (a PDF header, no end-of-file marker) with 415 and says why", async () => {
    const polyglot = new File(["%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n"], "resume.pdf", {
      type: "application/pdf",
    });
    const { status, body } = await post(applicationForm({}, polyglot));
    expect(status).toBe(415);
    expect(body.message).toBe(INCOMPLETE_PDF);
    expect(body.errors).toHaveProperty("resume");
    expect(await prisma.storedFile.count()).toBe(0);
  });

  it("takes a PDF whose end marker is followed by a little trailing space", async () => {
    const pdf = new File(["%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\r\n\n  "], "cv.pdf", { type: "application/pdf" });
    expect((await post(applicationForm({}, pdf))).status).toBe(200);
  });

  it("treats last salary as optional", async () => {
    expect((await post(applicationForm({ last_salary: undefined }))).status).toBe(200);
    expect((await prisma.careerApplication.findFirstOrThrow()).lastSalary).toBeNull();
  });

  it("answers an empty multipart body with 400 naming every required field", async () => {
    const { status, body } = await post(new FormData());
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ["address", "designation", "dob", "email", "expected_salary", "name", "phone", "resume"].sort(),
    );

    const bare = await answer(
      await POST(
        new Request("http://localhost/api/career/email", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        }),
      ),
    );
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toHaveProperty("resume");
  });

  it("answers a resume sent as text, a bad date and JSON with a 4xx naming the problem", async () => {
    const asText = await post(applicationForm({ resume: "not a file", dob: "1990-02-30" }, undefined));
    expect(asText.status).toBe(400);
    expect(Object.keys(asText.body.errors ?? {}).sort()).toEqual(["dob", "resume"]);

    const tooYoung = await post(applicationForm({ dob: `${new Date().getUTCFullYear() - 10}-01-01` }));
    expect(tooYoung.body.errors).toHaveProperty("dob");

    const json = await answer(
      await POST(
        new Request("http://localhost/api/career/email", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(fields),
        }),
      ),
    );
    expect(json.status).toBe(415);

    const garbled = await answer(
      await POST(
        new Request("http://localhost/api/career/email", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: "garbage",
        }),
      ),
    );
    expect(garbled.status).toBe(400);
    expect(garbled.body.errors).toHaveProperty("body");
  });

  it("refuses a cross-site browser request", async () => {
    expect((await post(applicationForm(), { origin: "https://evil.example", host: "localhost" })).status).toBe(403);
  });

  it("marks a repeat application within 24 hours and still mails staff", async () => {
    await post(applicationForm());
    await post(applicationForm({ designation: "Admissions Coordinator" }));
    const [first, repeat] = await prisma.careerApplication.findMany({ orderBy: { createdAt: "asc" } });
    expect(repeat!.duplicateOfId).toBe(first!.id);
    expect(await prisma.outboxEmail.count({ where: { to: env().STAFF_NOTIFY_EMAIL } })).toBe(2);
  });

  it("limits each address to five applications in ten minutes", async () => {
    const address = { "x-forwarded-for": "203.0.113.80" };
    for (let i = 0; i < 5; i++) expect((await post(applicationForm({ email: `c${i}@example.com` }), address)).status).toBe(200);
    expect(await post(applicationForm(), address)).toEqual({ status: 429, body: { message: TOO_MANY_SUBMISSIONS, errors: {} } });
  });
});
