import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { ensureFirstAdmin } from "./bootstrap";
import { decryptSecret } from "./totp";

const KEY = "KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD";
const OTHER_KEY = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const first = { username: "First-Admin", password: "a long first password", totpSecret: KEY };

const admins = () =>
  prisma.user.findMany({ where: { role: "ADMIN" }, select: { username: true, totpSecret: true, totpEnabledAt: true } });

beforeEach(async () => {
  await prisma.user.deleteMany();
});

afterAll(async () => {
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the first admin", () => {
  it("is created from the environment, with ADMIN_TOTP_SECRET as their key, only while no admin exists", async () => {
    expect(await ensureFirstAdmin(prisma, first)).toBe("created");
    const [admin] = await admins();
    expect(admin).toMatchObject({ username: "first-admin", totpEnabledAt: expect.any(Date) });
    expect(decryptSecret(admin!.totpSecret!)).toBe(KEY);
    expect(await ensureFirstAdmin(prisma, { ...first, username: "second-admin" })).toBe("exists");
    expect(await admins()).toHaveLength(1);
  });

  it("never re-keys an admin that exists, enrolled or not", async () => {
    expect(await ensureFirstAdmin(prisma, { ...first, totpSecret: undefined })).toBe("created");
    // Not enrolled (as after a reset): the key in the environment is not applied at the next start.
    expect(await ensureFirstAdmin(prisma, first)).toBe("exists");
    expect(await admins()).toEqual([{ username: "first-admin", totpSecret: null, totpEnabledAt: null }]);

    await prisma.user.deleteMany();
    await ensureFirstAdmin(prisma, first);
    // Enrolled with one key: another in the environment changes nothing.
    expect(await ensureFirstAdmin(prisma, { ...first, totpSecret: OTHER_KEY })).toBe("exists");
    expect(decryptSecret((await admins())[0]!.totpSecret!)).toBe(KEY);
  });

  it("is not created without a username and a password", async () => {
    expect(await ensureFirstAdmin(prisma, { totpSecret: KEY })).toBe("not-configured");
    expect(await admins()).toEqual([]);
  });
});
