import type { Metadata } from "next";
import Link from "next/link";
import { readableRows, SECTION_TITLES } from "@/lib/privacy/rights/access";
import { MOBILE_ONLY_RECORDS, MOBILE_REQUEST_RECEIVED, requestResult } from "@/lib/privacy/rights/requests";
import { formatLongDate } from "@/lib/site/format";

export const metadata: Metadata = {
  title: "Your privacy request",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const RESULT = {
  ERASURE: "Your data has been erased: your enquiries, account and the e-mails we sent you. An e-mail confirms it.",
  WITHDRAW: "Your consent is withdrawn: we will send you no more messages and process your enquiries no further.",
} as const;

/** The result of a confirmed request, at a signed address that works for a short while only. */
export default async function DonePage({ searchParams }: { searchParams: Promise<{ ref?: string | string[] }> }) {
  const { ref } = await searchParams;
  const result = await requestResult(ref);
  if (!result || result.request.state === "RECEIVED" || result.request.state === "EXPIRED") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">Your privacy request</h1>
        <p role="alert" className="mt-6 text-lg font-medium text-red-800">
          This page has expired. To see your data again, make a new request.
        </p>
        <Link href="/privacy/requests" className="mt-4 inline-block font-semibold text-brand-800 underline">
          Make a new request
        </Link>
      </div>
    );
  }
  const { request, data } = result;
  const download = (format: string) => `/privacy/requests/download?format=${format}&ref=${encodeURIComponent(String(ref))}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Your privacy request</h1>
      {request.state === "MANUAL" && <p className="mt-6 text-lg text-slate-700">{MOBILE_REQUEST_RECEIVED}</p>}
      {request.kind === "CORRECTION" && request.state !== "MANUAL" && (
        <p className="mt-6 text-lg text-slate-700">
          Your request is confirmed. We will make the correction by{" "}
          {request.dueAt ? formatLongDate(request.dueAt) : "the due date"}.
        </p>
      )}
      {(request.kind === "ERASURE" || request.kind === "WITHDRAW") && request.state === "DONE" && (
        <p className="mt-6 text-lg text-slate-700">{RESULT[request.kind]}</p>
      )}
      {request.state !== "MANUAL" && <p className="mt-4 text-slate-700">{MOBILE_ONLY_RECORDS}</p>}
      {data && (
        <>
          <p className="mt-6 text-lg text-slate-700">
            Here is everything we hold about you. Times are India time (IST). Download a copy now: this page works for 30 minutes.
          </p>
          <p className="mt-4 flex flex-wrap gap-4">
            <a
              href={download("json")}
              className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Download as JSON
            </a>
            <a
              href={download("html")}
              className="rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Download as a web page
            </a>
          </p>
          {Object.entries(SECTION_TITLES).map(([key, title]) => {
            const rows = data[key as keyof typeof SECTION_TITLES] as Record<string, unknown>[];
            return (
              <section key={key} aria-labelledby={`held-${key}`} className="mt-8">
                <h2 id={`held-${key}`} className="text-xl font-bold text-brand-900">
                  {title}
                </h2>
                {rows.length === 0 ? (
                  <p className="mt-2 text-slate-700">Nothing held.</p>
                ) : (
                  rows.map((row, index) => (
                    <dl key={index} className="mt-3 grid gap-x-4 gap-y-1 border-t border-slate-200 pt-3 sm:grid-cols-[12rem_1fr]">
                      {readableRows(row).map(({ label, text }) => (
                        <div key={label} className="contents">
                          <dt className="font-semibold text-slate-700">{label}</dt>
                          <dd className="break-words text-slate-900">{text}</dd>
                        </div>
                      ))}
                    </dl>
                  ))
                )}
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
