import { isIP } from "node:net";
import { env } from "@/lib/env";

/**
 * Set on every incoming request from its socket by recordPeerAddresses() (peer-address.ts),
 * overwriting whatever a client sent under this name.
 */
export const PEER_ADDRESS_HEADER = "x-disha-peer-address";

/**
 * The visitor's address, for rate limits. Behind a trusted load balancer (TRUST_PROXY) it is the
 * last X-Forwarded-For entry: the one that balancer appended, which a client cannot forge.
 * Otherwise it is the socket's address. Without the peer stamp (a server started some other way)
 * the last X-Forwarded-For entry is the best left: Next.js fills it from the socket when the
 * client sent none.
 */
export function clientIp(headers: Headers, trustProxy: boolean = env().TRUST_PROXY): string {
  const forwarded = lastForwardedFor(headers);
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  const address = trustProxy ? (forwarded ?? peer) : (peer ?? forwarded);
  return address ? normaliseIp(address) : "unknown";
}

function lastForwardedFor(headers: Headers): string | undefined {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  return entries.filter(Boolean).at(-1);
}

/** "::ffff:203.0.113.9" is the IPv4 address 203.0.113.9; anything that is not an address stays as it is. */
export function normaliseIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return address.toLowerCase();
}

/**
 * The key a rate limit counts under: an IPv4 address as it is, an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit).
 */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
