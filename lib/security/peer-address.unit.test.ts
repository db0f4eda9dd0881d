import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";
import { recordPeerAddresses } from "@/lib/security/peer-address";

let server: Server;
let seen: Headers[] = [];

beforeAll(async () => {
  recordPeerAddresses();
  server = createServer((incoming, response) => {
    seen.push(new Headers(incoming.headers as Record<string, string>));
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    request({ host: "127.0.0.1", port, headers }, (response) => response.resume().on("end", resolve))
      .on("error", reject)
      .end();
  });
}

describe("the peer address stamp", () => {
  it("records the socket's address on every request, over whatever the client claimed", async () => {
    seen = [];
    await get({ [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "198.51.100.1" });
    const headers = seen[0]!;
    expect(headers.get(PEER_ADDRESS_HEADER)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(clientIp(headers, false)).toBe("127.0.0.1");
  });
});
