import { actionInWords, asRecord, fieldInWords, isArrivalAssignment, valueInWords } from "@/lib/audit/words";
import { formatDateTime } from "@/lib/site/format";

type Entry = { id: string; action: string; before: unknown; after: unknown; createdAt: Date; actor: { name: string } | null };

const channelLabel: Record<string, string> = { call: "by phone", whatsapp: "on WhatsApp", email: "by e-mail" };

/** What an entry without a "before" says beside its action: a call's outcome, a walk-in's door. */
const NEW_FACTS = ["outcome", "source"];

/**
 * "New → Contacted" for each column an entry changed, "Why: …" for what only its new side holds
 * (a move back's reason), a call's outcome, how someone reached out.
 */
function changes(before: unknown, after: unknown): string[] {
  const channel = (after as { channel?: unknown } | null)?.channel;
  if (typeof channel === "string") return [channelLabel[channel] ?? channel];
  const now = asRecord(after);
  if (!now) return [];
  const then = asRecord(before);
  const fact = (key: string) => `${fieldInWords(key)}: ${valueInWords(key, now[key])}`;
  if (!then) return NEW_FACTS.filter((key) => key in now).map(fact);
  return Object.keys(now).map((key) =>
    key in then ? `${valueInWords(key, then[key])} → ${valueInWords(key, now[key])}` : fact(key),
  );
}

/** The lead's history, from the audit log: who did what, when (India time), from what to what, people by name. */
export function LeadHistory({ entries }: { entries: Entry[] }) {
  return (
    <section aria-labelledby="lead-history" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="lead-history" className="text-lg font-semibold text-brand-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing changed yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <span className="font-semibold text-slate-900">
                {entry.actor?.name ?? (isArrivalAssignment(entry.action) ? "The site" : "Someone")}
              </span>{" "}
              {actionInWords(entry.action)}
              {changes(entry.before, entry.after).map((change) => (
                <span key={change}>: {change}</span>
              ))}
              <span className="block text-slate-600">
                <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
