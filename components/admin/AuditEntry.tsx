import type { AuditRow } from "@/lib/audit/queries";
import { formatDateTime } from "@/lib/site/format";

function Values({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0 flex-1">
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs text-slate-800">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One audit entry: when, who, what, on which record, and (on demand) the old and new values. */
export function AuditEntry({ entry }: { entry: AuditRow }) {
  const changed = entry.before != null || entry.after != null;
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm" aria-label={`${entry.action} at ${formatDateTime(entry.createdAt)}`}>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
        <span>{entry.actor ? `${entry.actor.name} (${entry.actor.username ?? "visitor"})` : "Nobody logged in"}</span>
      </p>
      <p className="mt-1 font-semibold text-slate-900">
        {entry.action}{" "}
        <span className="font-normal text-slate-700">
          on {entry.entityType}
          {entry.entityId && <span className="break-all"> {entry.entityId}</span>}
        </span>
      </p>
      {changed && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">Changes</summary>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Values label="Before" value={entry.before} />
            <Values label="After" value={entry.after} />
          </div>
        </details>
      )}
    </article>
  );
}
