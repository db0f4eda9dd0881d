import Link from "next/link";
import type { DescribedAuditRow, NamedLink } from "@/lib/audit/queries";
import { formatDateTime } from "@/lib/site/format";

function Named({ named }: { named: NamedLink }) {
  return named.href ? (
    <Link href={named.href} className="font-semibold text-brand-800 underline underline-offset-2">
      {named.label}
    </Link>
  ) : (
    <span className="font-semibold">{named.label}</span>
  );
}

/** One audit entry: when (India time), who, what, on which record, and (on demand) each change. */
export function AuditEntry({ entry }: { entry: DescribedAuditRow }) {
  const when = formatDateTime(entry.createdAt);
  return (
    <article
      className="rounded-xl bg-white p-4 shadow-sm"
      aria-label={`${entry.actor?.label ?? "Someone"} ${entry.words}, ${when}`}
    >
      <p className="text-sm text-slate-600">
        <time dateTime={entry.createdAt.toISOString()}>{when}</time>
      </p>
      <p className="mt-1 text-slate-900">
        {entry.actor ? <Named named={entry.actor} /> : <span className="font-semibold">Someone not logged in</span>} {entry.words}
      </p>
      {entry.subject && (
        <p className="mt-1 break-words text-sm text-slate-700">
          <Named named={entry.subject} />
        </p>
      )}
      {entry.changes.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">Changes</summary>
          <dl className="mt-2 space-y-1 text-sm">
            {entry.changes.map((change) => (
              <div key={change.field} className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-slate-800">{change.field}:</dt>{" "}
                <dd className="min-w-0 whitespace-pre-wrap break-words text-slate-800">
                  {change.before !== null && change.after !== null
                    ? `${change.before} → ${change.after}`
                    : (change.after ?? `${change.before} (before)`)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </article>
  );
}
