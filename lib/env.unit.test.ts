import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

const valid = {
  DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/disha",
  AUTH_SECRET: "x".repeat(32),
};

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv(valid);
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("reads TRUST_PROXY and PORT from their strings", () => {
    const env = parseEnv({ ...valid, TRUST_PROXY: "true", PORT: "8080" });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.PORT).toBe(8080);
  });

  it("names every missing or malformed variable in one message", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail", WHATSAPP_NUMBER: "+91 98100" })).toThrow(
      /DATABASE_URL[\s\S]*AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*WHATSAPP_NUMBER/,
    );
  });

  it("reads ADMIN_TOTP_SECRET as base32, spaces and case aside, and names a bad one", () => {
    expect(parseEnv({ ...valid, ADMIN_TOTP_SECRET: "jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp" }).ADMIN_TOTP_SECRET).toBe(
      "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    );
    expect(parseEnv({ ...valid, ADMIN_TOTP_SECRET: "" }).ADMIN_TOTP_SECRET).toBeUndefined();
    expect(() => parseEnv({ ...valid, ADMIN_TOTP_SECRET: "not-base32-at-all!" })).toThrow(
      /ADMIN_TOTP_SECRET: ADMIN_TOTP_SECRET must be a base32 key/,
    );
    expect(() => parseEnv({ ...valid, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXP" })).toThrow(/ADMIN_TOTP_SECRET/);
  });

  it("rejects a short AUTH_SECRET", () => {
    expect(() => parseEnv({ ...valid, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: AUTH_SECRET must be at least 32/);
  });

  it("reads the production settings, blank ones as unset", () => {
    const blank = parseEnv({ ...valid, METRICS_TOKEN: "", CRON_SECRET: "", READY_OUTBOX_MAX_AGE_SECONDS: "", LOG_LEVEL: "" });
    expect(blank).toMatchObject({
      METRICS_TOKEN: undefined,
      CRON_SECRET: undefined,
      READY_OUTBOX_MAX_AGE_SECONDS: 600,
      LOG_LEVEL: undefined,
    });
    const set = parseEnv({ ...valid, METRICS_TOKEN: "m".repeat(16), READY_OUTBOX_MAX_AGE_SECONDS: "120", LOG_LEVEL: "debug" });
    expect(set).toMatchObject({ METRICS_TOKEN: "m".repeat(16), READY_OUTBOX_MAX_AGE_SECONDS: 120, LOG_LEVEL: "debug" });
    expect(() => parseEnv({ ...valid, CRON_SECRET: "short", READY_OUTBOX_MAX_AGE_SECONDS: "0" })).toThrow(
      /READY_OUTBOX_MAX_AGE_SECONDS[\s\S]*CRON_SECRET/,
    );
  });

  describe("a real deployment (production, not the local zero-configuration run)", () => {
    const production = {
      ...valid,
      NODE_ENV: "production",
      NEXT_PUBLIC_SITE_URL: "https://dishaeducation.in",
      SMTP_URL: "smtps://mailer:secret@mail.example.com:465",
      DATABASE_URL: "postgresql://disha:s3cret@db.internal:5432/disha",
    };

    it("runs with real SMTP and a database user of its own", () => {
      expect(parseEnv(production)).toMatchObject({ NODE_ENV: "production", LOCAL_MODE: false });
    });

    it("needs its public origin, unless behind a trusted proxy that names the host", () => {
      expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: undefined })).toThrow(
        /NEXT_PUBLIC_SITE_URL: NEXT_PUBLIC_SITE_URL is required in production unless TRUST_PROXY=true/,
      );
      expect(() => parseEnv({ ...production, NEXT_PUBLIC_SITE_URL: undefined, TRUST_PROXY: "true" })).not.toThrow();
    });

    it("refuses e-mail written to files (no SMTP_URL), naming the variable", () => {
      expect(() => parseEnv({ ...production, SMTP_URL: "" })).toThrow(/SMTP_URL: SMTP_URL is required in production/);
    });

    it("refuses the embedded database's fixed postgres/postgres superuser", () => {
      expect(() => parseEnv({ ...production, DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:5432/disha" })).toThrow(
        /DATABASE_URL: DATABASE_URL uses the embedded database's fixed postgres\/postgres superuser/,
      );
    });

    it("refuses the first admin's TOTP key in its environment", () => {
      expect(() => parseEnv({ ...production, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" })).toThrow(
        /ADMIN_TOTP_SECRET: ADMIN_TOTP_SECRET must not be set in production/,
      );
      expect(
        parseEnv({ ...production, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", LOCAL_MODE: "true" }),
      ).toMatchObject({
        ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      });
    });

    it("names both problems in one message", () => {
      expect(() =>
        parseEnv({ ...production, SMTP_URL: undefined, DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:5432/disha" }),
      ).toThrow(/SMTP_URL[\s\S]*DATABASE_URL/);
    });

    it("allows both in npm start's local mode (a newcomer's zero-configuration run), in development, and while building", () => {
      const local = { ...valid, NODE_ENV: "production", DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:5432/disha" };
      expect(parseEnv({ ...local, LOCAL_MODE: "true" }).LOCAL_MODE).toBe(true);
      expect(() => parseEnv({ ...local, NODE_ENV: "development" })).not.toThrow();
      expect(() => parseEnv({ ...local, NEXT_PHASE: "phase-production-build" })).not.toThrow();
    });
  });
});
