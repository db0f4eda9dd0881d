import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";

let recording = false;

/**
 * Route handlers and server actions see headers, not the socket. This stamps each request with
 * its socket's address under PEER_ADDRESS_HEADER, before Next.js reads the headers, replacing any
 * value a client sent, so clientIp() can count a visitor by the address that really connected.
 * Node's own hook for this ("http.server.request.start") runs for every HTTP request the
 * process serves. Called once at start-up from instrumentation.ts.
 */
export function recordPeerAddresses(): void {
  if (recording) return;
  recording = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  });
}
