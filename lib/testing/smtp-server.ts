import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; messageId: string };

/**
 * A real SMTP server in the test process that keeps every message it receives; `delayMs` holds
 * each message that long before accepting it, as a slow server would.
 */
export async function startTestSmtpServer(port = 0, { delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Closing ends the senders' pooled connections at once, as a server going down would (the
    // default waits 30 s for them to leave).
    closeTimeout: 50,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? "",
          messageId: raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? "",
        });
        if (delayMs) setTimeout(callback, delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A sender that goes away mid-connection (a server stopped or killed under test) is expected.
  server.on("error", () => undefined);
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    /** How many SMTP connections senders have opened so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now (the "mail server is down" case). */
export async function unusedPort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}
