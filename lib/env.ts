import { z } from "zod";

const boolean = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

// .env.example lists these blank: an empty value means unset.
const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const optionalSecret = (name: string) =>
  blankAsUnset(z.string().min(16, `${name} must be at least 16 characters (openssl rand -base64 32)`).optional());

/** Every variable the server reads, validated once; see .env.example for what each one does. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is required (npm start/dev set it to the embedded database when it is unset)" })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL"),
  AUTH_SECRET: z
    .string({ error: "AUTH_SECRET is required (generate one with: openssl rand -base64 32)" })
    .min(32, "AUTH_SECRET must be at least 32 characters"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Disha Education & Careers <no-reply@dishaeducation.in>"),
  MAIL_DIR: z.string().min(1).default(".mail"),
  STAFF_NOTIFY_EMAIL: z.email("STAFF_NOTIFY_EMAIL must be an e-mail address").default("counselling@dishaeducation.in"),
  ADMIN_USERNAME: z.string().min(3, "ADMIN_USERNAME must be at least 3 characters").optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  /**
   * The first admin's TOTP key when the seed creates that admin, for automated environments (tests);
   * without it they enrol at their first log-in. Refused in a real deployment (deploymentProblems).
   */
  ADMIN_TOTP_SECRET: blankAsUnset(
    z
      .string()
      .transform((value) => value.replace(/[\s=]/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .regex(
            /^[A-Z2-7]{32,128}$/,
            "ADMIN_TOTP_SECRET must be a base32 key of at least 32 characters (A-Z, 2-7): 20 random bytes",
          ),
      )
      .optional(),
  ),
  NEXT_PUBLIC_SITE_URL: z.url("NEXT_PUBLIC_SITE_URL must be an absolute URL").default("http://localhost:3000"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "WHATSAPP_NUMBER must be digits only, with the country code (e.g. 919810012345)")
    .default("919810012345"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  TRUST_PROXY: boolean,
  /**
   * Set by `npm start` / `npm run dev` for their zero-configuration local run (the embedded
   * database, e-mail written to files) and by the test harness; never on a server. Without it a
   * production process is a real deployment (see deploymentProblems).
   */
  LOCAL_MODE: boolean,
  /** `off`: this process runs no job worker (run `npm run worker` elsewhere); lib/jobs/worker.ts. */
  WORKER: blankAsUnset(z.enum(["on", "off"], { error: "WORKER must be on or off" }).default("on")),
  LOG_LEVEL: blankAsUnset(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional()),
  /** /api/ready fails once the oldest due e-mail has waited longer than this. */
  READY_OUTBOX_MAX_AGE_SECONDS: blankAsUnset(
    z.coerce.number().int().min(1, "READY_OUTBOX_MAX_AGE_SECONDS must be a positive number of seconds").default(600),
  ),
  // The Grievance Officer named on the privacy page, in form notices and e-mail footers (lib/privacy/grievance.ts).
  GRIEVANCE_OFFICER_NAME: blankAsUnset(
    z.string().trim().min(3, "GRIEVANCE_OFFICER_NAME must name a person or role").max(120).optional(),
  ),
  GRIEVANCE_OFFICER_EMAIL: blankAsUnset(z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address").optional()),
  GRIEVANCE_OFFICER_ADDRESS: blankAsUnset(
    z.string().trim().min(10, "GRIEVANCE_OFFICER_ADDRESS must be a postal address").max(300).optional(),
  ),
  // Unset (or empty), the endpoint each one opens answers 404.
  METRICS_TOKEN: optionalSecret("METRICS_TOKEN"),
  CRON_SECRET: optionalSecret("CRON_SECRET"),
  // Lead ads (lib/intake/config.ts): Meta's webhook needs the app secret, the verify token and the
  // Page access token; Google's the key typed into the lead form's webhook settings.
  META_APP_SECRET: blankAsUnset(
    z.string().min(16, "META_APP_SECRET must be the Meta app's secret (App settings → Basic)").optional(),
  ),
  META_VERIFY_TOKEN: optionalSecret("META_VERIFY_TOKEN"),
  META_PAGE_ACCESS_TOKEN: blankAsUnset(z.string().min(16, "META_PAGE_ACCESS_TOKEN must be a Page access token").optional()),
  /** The Graph API's versioned address; a stand-in's (plain http on the loopback too) in tests and staging. */
  META_GRAPH_URL: blankAsUnset(
    z
      .url({ protocol: /^https?$/, error: "META_GRAPH_URL must be an http(s) URL such as https://graph.facebook.com/v26.0" })
      .default("https://graph.facebook.com/v26.0"),
  ),
  GOOGLE_LEAD_FORM_KEY: optionalSecret("GOOGLE_LEAD_FORM_KEY"),
  // WhatsApp Business Cloud API (lib/whatsapp/config.ts): the system user's token and the business
  // number's id; with META_APP_SECRET and META_VERIFY_TOKEN for its webhook. Unset: wa.me links.
  WHATSAPP_TOKEN: blankAsUnset(z.string().min(16, "WHATSAPP_TOKEN must be a WhatsApp Cloud API access token").optional()),
  WHATSAPP_PHONE_NUMBER_ID: blankAsUnset(
    z
      .string()
      .regex(/^\d{5,30}$/, "WHATSAPP_PHONE_NUMBER_ID must be the number's id (digits) from WhatsApp Manager")
      .optional(),
  ),
  /**
   * The most WhatsApp messages sent a second, by all workers together (lib/whatsapp/rate.ts):
   * Meta's default throughput per business number is 80 (inbound included; 20 for a number shared
   * with the WhatsApp Business app), beyond which it answers 130429. Fractions are allowed (0.5: one every 2 s).
   */
  WHATSAPP_SEND_RATE: blankAsUnset(
    z.coerce
      .number({ error: "WHATSAPP_SEND_RATE must be messages per second, such as 80" })
      .positive("WHATSAPP_SEND_RATE must be above 0")
      .max(1000, "WHATSAPP_SEND_RATE must be at most 1000, Meta's highest throughput")
      .default(80),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** A production process other than the local zero-configuration run or the tests. */
export const isRealDeployment = (config: Pick<Env, "NODE_ENV" | "LOCAL_MODE">): boolean =>
  config.NODE_ENV === "production" && !config.LOCAL_MODE;

// The user and password scripts/lib/postgres.mjs gives the embedded database, known to anyone.
const EMBEDDED_SUPERUSER = { username: "postgres", password: "postgres" };

/**
 * What a real deployment must not run with: e-mail to files on the server, the embedded
 * database's well-known superuser, (not behind a trusted proxy) no public origin of its own,
 * which Auth.js's URLs then come from (lib/auth/index.ts) instead of the request's host headers,
 * or the first admin's TOTP key in its environment.
 */
export function deploymentProblems(config: Env, source: Record<string, string | undefined>): [string, string][] {
  if (!isRealDeployment(config)) return [];
  const problems: [string, string][] = [];
  if (!config.TRUST_PROXY && !source.NEXT_PUBLIC_SITE_URL) {
    problems.push([
      "NEXT_PUBLIC_SITE_URL",
      "NEXT_PUBLIC_SITE_URL is required in production unless TRUST_PROXY=true: the site's links and log-in URLs are built from it, never from a request's Host header",
    ]);
  }
  if (!config.SMTP_URL) {
    problems.push([
      "SMTP_URL",
      "SMTP_URL is required in production: without it e-mail (log-in codes and reset links included) would be written to files on the server",
    ]);
  }
  const database = new URL(config.DATABASE_URL);
  if (
    decodeURIComponent(database.username) === EMBEDDED_SUPERUSER.username &&
    decodeURIComponent(database.password) === EMBEDDED_SUPERUSER.password
  ) {
    problems.push([
      "DATABASE_URL",
      "DATABASE_URL uses the embedded database's fixed postgres/postgres superuser: in production give the site a database user of its own with a password of its own",
    ]);
  }
  if (config.ADMIN_TOTP_SECRET) {
    problems.push([
      "ADMIN_TOTP_SECRET",
      "ADMIN_TOTP_SECRET must not be set in production: beside ADMIN_PASSWORD it would hold both factors of the first admin; that admin sets up an authenticator app at the first log-in",
    ]);
  }
  return problems;
}

/**
 * Parses an environment, or throws one message naming every bad variable. A real deployment is
 * checked further (deploymentProblems), except while `next build` runs, which sends no e-mail.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems: [string, string][] = result.success
    ? source.NEXT_PHASE === "phase-production-build"
      ? []
      : deploymentProblems(result.data, source)
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  if (result.success && problems.length === 0) return result.data;
  const lines = problems.map(([name, message]) => `  ${name}: ${message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The validated server configuration (read lazily so `next build` can import modules freely). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The public origin for canonical URLs, the sitemap and e-mail links (NEXT_PUBLIC_SITE_URL, with
 * its default above), without a trailing slash. Checked by the same rule as in env() but on its
 * own, so build-time metadata and the tests can read it without the server's other variables.
 */
export function siteOrigin(): string {
  const parsed = envSchema.shape.NEXT_PUBLIC_SITE_URL.safeParse(process.env.NEXT_PUBLIC_SITE_URL);
  if (!parsed.success) throw new Error(`Invalid configuration:\n  NEXT_PUBLIC_SITE_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data.replace(/\/$/, "");
}
