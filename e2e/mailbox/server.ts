/**
 * The end-to-end suite's mail server: a real SMTP server (lib/testing/smtp-server.ts) that the site
 * under test sends every e-mail to, and a small HTTP endpoint on loopback through which the tests
 * read what arrived (codes, reset links). Started by playwright.config.ts before the site.
 */
import { createServer } from "node:http";
import { startTestSmtpServer } from "../../lib/testing/smtp-server";

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT);

const smtp = await startTestSmtpServer(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/health") return void response.end("ok");
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = smtp.received.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(messages.map(({ to: recipients, subject, raw }) => ({ to: recipients, subject, raw }))));
}).listen(httpPort, "127.0.0.1");

console.log(`mailbox: SMTP on ${smtpPort}, HTTP on ${httpPort}`);
