import { expect, it } from "vitest";
import { smtpConnectionOptions, smtpTransport } from "@/lib/mail/transport";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";

it("reads host, port, TLS and credentials from the SMTP URL", () => {
  expect(smtpConnectionOptions("smtps://no-reply%40disha.in:p%3Ass@mail.example.com:465")).toEqual({
    host: "mail.example.com",
    port: 465,
    secure: true,
    requireTLS: false,
    auth: { user: "no-reply@disha.in", pass: "p:ss" },
  });
  expect(smtpConnectionOptions("smtp://[::1]:2525")).toEqual({
    host: "::1",
    port: 2525,
    secure: false,
    requireTLS: false,
    auth: undefined,
  });
});

it("requires STARTTLS for smtp:// to another machine, not for this one", () => {
  expect(smtpConnectionOptions("smtp://mailer:secret@mail.example.com:587").requireTLS).toBe(true);
  expect(smtpConnectionOptions("smtp://10.0.0.7:25").requireTLS).toBe(true);
  for (const local of ["smtp://127.0.0.1:2525", "smtp://localhost:25", "smtp://[::1]:25"])
    expect(smtpConnectionOptions(local).requireTLS).toBe(false);
});

it("sends a run of messages over one pooled connection", async () => {
  const smtp = await startTestSmtpServer();
  try {
    const transport = smtpTransport(smtp.url);
    for (let i = 0; i < 5; i++)
      await transport.send({ from: "a@example.com", to: "staff@example.com", subject: `Pooled ${i}`, text: "…" });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Pooled 0", "Pooled 1", "Pooled 2", "Pooled 3", "Pooled 4"]);
    expect(smtp.connections()).toBe(1);
  } finally {
    await smtp.close();
  }
});
