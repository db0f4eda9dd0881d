/**
 * Where a session logged in from, as its owner recognises it: "Chrome 131 on Android 14 (phone)",
 * read from the browser's User-Agent with bowser (a small, kept parser). Only what the browser
 * itself says; no location is looked up.
 */
import Bowser from "bowser";

/** The major version only ("131.0.6778.86" → "131"): enough to recognise, less to fingerprint. */
const major = (version: string | undefined) => version?.split(".")[0] ?? "";

export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(" ");
  const system = [parsed.os.name, parsed.os.versionName ?? major(parsed.os.version)].filter(Boolean).join(" ");
  const type = parsed.platform.type === "mobile" ? "phone" : parsed.platform.type;
  const kind = type && type !== "desktop" ? ` (${type})` : "";
  if (!browser && !system) return null;
  return `${browser || "A browser"}${system ? ` on ${system}` : ""}${kind}`;
}
