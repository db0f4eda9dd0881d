/**
 * The server's one logger: a JSON line per event on stdout (pino), for the host's log collector.
 * Personal data never reaches a line in clear: fields that carry secrets are dropped by path, and
 * e-mail addresses and mobile numbers anywhere in a message, an error or a string field are masked
 * (a stray address in a driver's error message is caught too, not only the fields we name).
 */
import pino from "pino";

/** Field names whose values are never logged, at the top level or one level down. */
const SECRET_FIELDS = ["password", "otp", "code", "token", "secret", "authorization", "cookie", "resetLink", "link"];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
// Ten-digit Indian mobiles, alone or after +91/91/0: all but the last two digits hidden.
const MOBILE = /(?<![\w-])(?:\+?91[- ]?|0)?[6-9]\d{7}(\d{2})(?![\w-])/g;
// Any other run of six digits or more (a one-time code, a longer number): hidden whole.
const CODE = /(?<![\w-])\d{6,}(?![\w-])/g;

/** A text with every e-mail address, mobile number and code in it masked. */
export function maskText(text: string): string {
  return text.replace(EMAIL, "$1***@$2").replace(MOBILE, "********$1").replace(CODE, "******");
}

function maskValue(value: unknown): unknown {
  return typeof value === "string" ? maskText(value) : value;
}

const holder = globalThis as unknown as { logger?: pino.Logger };

/**
 * A logger with the rules above; `destination` is stdout unless a test captures the lines. Reads
 * LOG_LEVEL itself (lib/env validates it): the logger is needed before, and without, the rest.
 */
export function createLogger(destination?: pino.DestinationStream, level = process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "warn" : "info")): pino.Logger {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), remove: true },
    formatters: {
      level: (label) => ({ level: label }),
      // Every string field of a line, masked; only the top level: lines are flat by convention.
      log: (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, maskValue(value)])),
    },
    serializers: {
      err: (error: unknown) => {
        const serialized = pino.stdSerializers.err(error as Error);
        return { type: serialized.type, message: maskText(serialized.message), stack: serialized.stack && maskText(serialized.stack) };
      },
    },
    hooks: {
      // The message text too (an error's message passed as the line's text).
      logMethod(args, method) {
        method.apply(this, args.map(maskValue) as Parameters<typeof method>);
      },
    },
  }, destination);
}

/** The process's logger (one per process, kept across dev-server reloads). */
export const log: pino.Logger = (holder.logger ??= createLogger());
