// What the site's log of an end-to-end run (scripts/test.mjs) must never hold: personal data in
// clear (an e-mail address, a mobile number, a one-time code, a Bearer token or a reset link) and
// a Content-Security-Policy violation reported by a page. Every line the server wrote is read,
// its colour codes stripped: of the site's own JSON lines only the string values (a process id or
// a duration is a number, not a code), of any other line (a raw stack trace) the whole text.

const PATTERNS = [
  ["an e-mail address", /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ["a mobile number", /(?<![\w-])(?:\+?91[- ]?|0)?[6-9]\d{4}[- ]?\d{5}(?![\w-])/],
  ["a six-digit code", /(?<![\w-])\d{6}(?![\w-])/],
  ["a Bearer token", /Bearer\s+\S{8,}/i],
  ["a reset link", /reset-password\/[\w-]{8,}/],
];

/** Colour and cursor codes (CSI sequences), which a terminal-aware logger or runner may add. */
const ANSI_ESCAPE = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** Playwright passes a web server's output on with this prefix. */
const SERVER_PREFIX = /^\[WebServer\] /;

function strings(value) {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function parseObject(text) {
  if (!text.startsWith("{")) return null;
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The server's lines of `output` (Playwright's), without colour codes or the prefix, with their
 * line number in `output` and, for the site's own logger's lines, the parsed entry.
 */
export function serverLines(output) {
  const lines = [];
  output.split("\n").forEach((raw, index) => {
    const line = raw.replace(ANSI_ESCAPE, "").replace(/\r$/, "");
    if (!SERVER_PREFIX.test(line)) return;
    const text = line.replace(SERVER_PREFIX, "");
    if (text.trim()) lines.push({ number: index + 1, text, entry: parseObject(text) });
  });
  return lines;
}

/**
 * The scan of the server's log in `output`: how many of its lines were read (none means the scan
 * checked nothing, which the caller must treat as a failure), the lines holding personal data as
 * "line N: what" (never the data itself, which would leak it into the CI log), and the CSP
 * violations the site was sent.
 */
export function scanServerLog(output) {
  const lines = serverLines(output);
  const personalData = [];
  for (const { number, text, entry } of lines) {
    const searched = entry ? strings(entry).join("\n") : text;
    for (const [what, pattern] of PATTERNS) if (pattern.test(searched)) personalData.push(`line ${number}: ${what}`);
  }
  const cspViolations = lines.filter(({ entry }) => entry?.msg === "csp violation").map(({ text }) => text);
  return { linesRead: lines.length, personalData, cspViolations };
}
