import { describe, expect, it } from "vitest";
import { signStaffToken, STAFF_SESSION_SECONDS, verifyStaffToken } from "./session-token";

const secret = "s".repeat(40);
const now = Date.UTC(2026, 0, 1);

describe("staff session token", () => {
  it("verifies a token it signed, with an eight-hour expiry", () => {
    const token = signStaffToken({ sub: "u1", role: "ADMIN", sv: 3 }, secret, now);
    expect(verifyStaffToken(token, secret, now)).toEqual({
      sub: "u1",
      role: "ADMIN",
      sv: 3,
      exp: now / 1000 + STAFF_SESSION_SECONDS,
    });
  });

  it("refuses a token after its expiry", () => {
    const token = signStaffToken({ sub: "u1", role: "COUNSELLOR", sv: 0 }, secret, now);
    expect(verifyStaffToken(token, secret, now + STAFF_SESSION_SECONDS * 1000)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    const token = signStaffToken({ sub: "u1", role: "ADMIN", sv: 0 }, "t".repeat(40), now);
    expect(verifyStaffToken(token, secret, now)).toBeNull();
  });

  it("refuses a token whose claims were changed (a USER made ADMIN)", () => {
    const token = signStaffToken({ sub: "u1", role: "COUNSELLOR", sv: 0 }, secret, now);
    const [version, body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: "ADMIN" })).toString("base64url");
    expect(verifyStaffToken(`${version}.${forged}.${signature}`, secret, now)).toBeNull();
  });

  it("refuses malformed tokens and non-staff roles", () => {
    for (const token of ["", "v1", "v1..", "v2.a.b", "v1.a.b.c", "garbage"]) expect(verifyStaffToken(token, secret, now)).toBeNull();
    const user = signStaffToken({ sub: "u1", role: "USER" as never, sv: 0 }, secret, now);
    expect(verifyStaffToken(user, secret, now)).toBeNull();
  });
});
