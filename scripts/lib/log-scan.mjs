// What the site's log lines must never hold in clear, checked on the server's output of an
// end-to-end run (scripts/test.mjs): an e-mail address, a mobile number, a one-time code, a
// Bearer token or a reset link. Only the JSON lines (the site's own logger) and only their string
// values are read: a process id or a duration is a number, not a code.
const PATTERNS = [
  ["an e-mail address", /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ["a mobile number", /(?<![\w-])(?:\+?91[- ]?|0)?[6-9]\d{4}[- ]?\d{5}(?![\w-])/],
  ["a six-digit code", /(?<![\w-])\d{6}(?![\w-])/],
  ["a Bearer token", /Bearer\s+\S{8,}/i],
  ["a reset link", /reset-password\/[\w-]{8,}/],
];

function strings(value) {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The lines of `output` (Playwright's, with the server's lines prefixed "[WebServer] ") that hold
 * personal data, as "line N: what" (never the data itself, which would leak it into the CI log).
 */
export function personalDataIn(output) {
  const found = [];
  output.split("\n").forEach((raw, index) => {
    const line = raw.replace(/^\[WebServer\] /, "");
    if (!line.startsWith("{")) return;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    const text = strings(parsed).join("\n");
    for (const [what, pattern] of PATTERNS) if (pattern.test(text)) found.push(`line ${index + 1}: ${what}`);
  });
  return found;
}
