/**
 * The pieces of the staff second factor that need no database: TOTP (RFC 6238, 30-second steps,
 * six digits, through otplib), the key kept encrypted at rest (AES-256-GCM under a key derived
 * from AUTH_SECRET, so a copy of the database alone does not give the codes away), and the
 * recovery codes with their keyed hash.
 */
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";
import { env } from "@/lib/env";

const PERIOD_SECONDS = 30;
/** A code from the step before or after the server's is accepted too (clocks drift, people type slowly). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = "Disha Education";

export const RECOVERY_CODE_COUNT = 10;

function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", env().AUTH_SECRET, "", `disha staff ${purpose}`, 32));
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("totp key"), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The key back, or null when it was sealed under another AUTH_SECRET (or tampered with). */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey("totp key"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export const newTotpSecret = (): string => generateSecret();

/** The time step a code was accepted for, or null. Steps up to `afterStep` are refused: no code works twice. */
export function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  epochSeconds = Date.now() / 1000,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: epochSeconds,
      epochTolerance: TOLERANCE_SECONDS,
      period: PERIOD_SECONDS,
    });
    // A TOTP verification always names its step (the union type covers HOTP too).
    if (!result.valid || !("timeStep" in result)) return null;
    return afterStep !== null && result.timeStep <= afterStep ? null : result.timeStep;
  } catch {
    return null;
  }
}

/** Whether `code` is right for the secret at all, used or not (to tell a replay from a wrong code). */
export const isCurrentCode = (secret: string, code: string): boolean => acceptedStep(secret, code, null) !== null;

export type Enrolment = {
  /** The key as text, in groups of four for typing into an app by hand. */
  key: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as a PNG data URL. */
  qr: string;
  recoveryCodes: string[];
};

export async function enrolmentFor(secret: string, username: string, recoveryCodes: string[]): Promise<Enrolment> {
  const uri = generateURI({ issuer: ISSUER, label: username, secret, period: PERIOD_SECONDS });
  return {
    key: secret.match(/.{1,4}/g)!.join(" "),
    uri,
    qr: await QRCode.toDataURL(uri, { margin: 2, width: 200 }),
    recoveryCodes,
  };
}

// The staff passwords' alphabet: no look-alikes (0/o, 1/l/i).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten characters (about 50 bits) in two groups: "k7m2q-xw9dp". */
export function newRecoveryCode(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${group()}-${group()}`;
}

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
export const isRecoveryCodeShape = (code: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** A keyed hash: the codes are random enough that a fast hash is safe, and a lookup finds the row. */
export const hashRecoveryCode = (code: string): string =>
  createHmac("sha256", derivedKey("recovery code")).update(normaliseRecoveryCode(code)).digest("hex");
