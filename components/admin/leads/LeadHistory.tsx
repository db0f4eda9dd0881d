import { ARRIVAL_ASSIGNMENT_ACTIONS } from "@/lib/leads/assignment";
import { leadStatusLabel, isLeadStatus } from "@/lib/leads/pipeline";
import { formatDateTime } from "@/lib/site/format";

type Entry = { id: string; action: string; before: unknown; after: unknown; createdAt: Date; actor: { name: string } | null };

/** Assignments on arrival have no actor: the site made them. */
const arrivalActions = Object.fromEntries(Object.values(ARRIVAL_ASSIGNMENT_ACTIONS).map((action) => [action, true]));

const described: Record<string, string> = {
  "lead.status": "changed the status",
  "lead.assign": "changed the assignment",
  [ARRIVAL_ASSIGNMENT_ACTIONS.repeat]: "assigned it on arrival to whoever already has this enquirer",
  [ARRIVAL_ASSIGNMENT_ACTIONS.team]: "assigned it on arrival to the next of its team on duty, by an assignment rule",
  [ARRIVAL_ASSIGNMENT_ACTIONS.rotation]: "assigned it on arrival to the next counsellor on duty",
  "lead.follow-up": "set the follow-up",
  "lead.note": "added a note",
  "lead.contact": "reached out",
  "lead.reply-email": "e-mailed a reply from a template",
};

const channelLabel: Record<string, string> = { call: "by phone", whatsapp: "on WhatsApp", email: "by e-mail" };

function value(key: string, raw: unknown): string {
  if (raw === null || raw === undefined || raw === "") return "none";
  if (key === "status" && isLeadStatus(raw)) return leadStatusLabel[raw];
  if (key === "nextFollowUpAt" && typeof raw === "string") return formatDateTime(raw);
  return String(raw);
}

/** "status: New → Contacted" for each column an entry changed; how someone reached out. */
function changes(before: unknown, after: unknown): string[] {
  const channel = (after as { channel?: unknown } | null)?.channel;
  if (typeof channel === "string") return [channelLabel[channel] ?? channel];
  if (typeof after !== "object" || after === null || typeof before !== "object" || before === null) return [];
  return Object.keys(after).map((key) => `${value(key, (before as Record<string, unknown>)[key])} → ${value(key, (after as Record<string, unknown>)[key])}`);
}

/** The lead's history, from the audit log: who did what, when, from what to what. */
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
              <span className="font-semibold text-slate-900">{entry.actor?.name ?? (entry.action in arrivalActions ? "The site" : "Someone")}</span> {described[entry.action] ?? entry.action}
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
