import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// Debian's Chromium when the machine has it (no browser download is possible here), else
// Playwright's own browser. Shared by the Playwright suites, the reliability suite and the bench.
const systemChromium = "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const launchOptions: LaunchOptions = existsSync(systemChromium)
  ? { executablePath: systemChromium, args: chromiumFlags }
  : {};
