"use client";

import { formatDateTime } from "@/lib/site/format";

/**
 * The "Download my data" file, readable: its sections as headings, each record as a list of
 * labelled values, times in India's time, yes/no for true/false. Generic over the file's shape
 * (lib/privacy/rights/account.ts decides what is in it), so nothing here can fall out of step with it.
 */
export type DataValue = string | number | boolean | null | DataValue[] | { [key: string]: DataValue };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "counsellingEnquiries" → "Counselling enquiries", "utm_source" → "Utm source". */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Value({ value }: { value: DataValue }) {
  if (value === null || value === "") return <span className="text-slate-500">none</span>;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (typeof value === "string" && ISO_TIME.test(value)) return <>{formatDateTime(value)}</>;
  if (typeof value !== "object") return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-slate-500">none</span>;
    if (value.every((item) => item === null || typeof item !== "object"))
      return (
        <>
          {value
            .map((item) => (typeof item === "string" && ISO_TIME.test(item) ? formatDateTime(item) : String(item)))
            .join(", ")}
        </>
      );
    return (
      <ol className="mt-1 space-y-2">
        {value.map((item, i) => (
          <li key={i} className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <dl className="grid gap-1">
      {Object.entries(value).map(([key, item]) => (
        <div key={key} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">{labelOf(key)}</dt>
          <dd className="break-words text-slate-900">
            <Value value={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MyDataView({ data, headingId }: { data: { [key: string]: DataValue }; headingId: string }) {
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-3 text-sm" role="region" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-brand-900">
        What we hold about you
      </h4>
      {Object.entries(data).map(([section, value]) => (
        <section key={section} aria-label={labelOf(section)}>
          <h5 className="font-semibold text-slate-900">{labelOf(section)}</h5>
          <Value value={value} />
        </section>
      ))}
    </div>
  );
}
