import type { Metadata } from "next";
import Link from "next/link";
import { RequestStepButton } from "@/components/admin/privacy/RequestStepButton";
import { requireSection } from "@/lib/auth/page";
import { adminSections } from "@/lib/panel/sections";
import { countPrivacyRequestsToDo, listPrivacyRequests } from "@/lib/privacy/rights/requests";
import { formatDateTime } from "@/lib/site/format";

export const metadata: Metadata = { title: "Privacy Requests" };

const KIND_LABELS = { ACCESS: "Access", CORRECTION: "Correction", ERASURE: "Erasure", WITHDRAW: "Withdraw consent" } as const;
const STATE_LABELS = {
  RECEIVED: "Awaiting the person's confirmation",
  VERIFIED: "Confirmed, to do",
  DONE: "Done",
  EXPIRED: "Link expired",
  MANUAL: "Needs manual verification",
} as const;

const filterLink = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${active ? "bg-brand-800 text-white" : "bg-white text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"}`;

/**
 * The rights requests (DPDP Act): one card each (kind, state, contact masked, dates), so the list
 * reads on a phone as on a desk; "To do" shows only what waits for an admin. Admins only.
 */
export default async function PrivacyRequestsPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  await requireSection("privacyRequests");
  const toDo = (await searchParams).show === "todo";
  const [requests, toDoCount] = await Promise.all([listPrivacyRequests({ toDo }), countPrivacyRequestsToDo()]);
  const now = new Date();
  return (
    <section aria-labelledby="privacy-requests-title" className="space-y-4">
      <h1 id="privacy-requests-title" className="text-2xl font-bold text-brand-900">
        Privacy Requests
      </h1>
      <nav aria-label="Show" className="flex flex-wrap gap-2">
        <Link href={adminSections.privacyRequests.href} aria-current={toDo ? undefined : "page"} className={filterLink(!toDo)}>
          All
        </Link>
        <Link
          href={`${adminSections.privacyRequests.href}?show=todo`}
          aria-current={toDo ? "page" : undefined}
          className={filterLink(toDo)}
        >
          To do ({toDoCount})
        </Link>
      </nav>
      {requests.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">
          {toDo ? "Nothing to do: every request is dealt with." : "No privacy requests yet."}
        </p>
      ) : (
        <ul aria-label={toDo ? "Privacy requests to do, newest first" : "Privacy requests, newest first"} className="space-y-3">
          {requests.map((request) => {
            const late = request.state === "VERIFIED" && request.dueAt !== null && request.dueAt < now;
            return (
              <li key={request.id} className="rounded-xl bg-white p-4 text-sm text-slate-800 shadow-sm">
                <article aria-labelledby={`request-${request.id}`}>
                  <h2
                    id={`request-${request.id}`}
                    className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-slate-900"
                  >
                    {KIND_LABELS[request.kind]}
                    <span className="text-sm font-normal text-slate-700">{STATE_LABELS[request.state]}</span>
                  </h2>
                  <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
                    <dt className="font-semibold">Contact</dt>
                    <dd className="break-words">{request.maskedContact}</dd>
                    <dt className="font-semibold">Received</dt>
                    <dd>{formatDateTime(request.createdAt)}</dd>
                    <dt className="font-semibold">Due</dt>
                    <dd className={late ? "font-semibold text-red-800" : undefined}>
                      {request.dueAt ? formatDateTime(request.dueAt) : "—"}
                      {late && " (overdue)"}
                    </dd>
                    <dt className="font-semibold">Completed</dt>
                    <dd>{request.completedAt ? formatDateTime(request.completedAt) : "—"}</dd>
                    {request.maskedNote && (
                      <>
                        <dt className="font-semibold">Correction</dt>
                        <dd className="break-words">{request.maskedNote}</dd>
                      </>
                    )}
                  </dl>
                  {request.correction && (
                    <div className="mt-2">
                      <details>
                        <summary className="cursor-pointer font-semibold text-brand-800">
                          Show in full, to make the correction
                        </summary>
                        <p className="mt-1 break-words">
                          For {request.correction.contact}: {request.correction.note}
                        </p>
                      </details>
                      <RequestStepButton id={request.id} step="correction" />
                    </div>
                  )}
                  {request.manualCheck && (
                    <div className="mt-2 rounded-lg bg-amber-50 p-3">
                      <p className="font-semibold text-amber-900">Needs manual verification</p>
                      <p className="break-words">
                        {request.manualCheck.contact
                          ? `Asked by mobile alone (${request.manualCheck.contact}): nothing was mailed or done. Verify the person before acting.`
                          : "Records with the person's mobile but not the proven e-mail address were left as they were:"}
                      </p>
                      <ul className="list-disc pl-5">
                        {request.manualCheck.found.map((match, index) => (
                          <li key={index} className="break-words">
                            {match.record}, {match.contact}, {formatDateTime(new Date(match.at))}
                          </li>
                        ))}
                      </ul>
                      <RequestStepButton id={request.id} step="checked" />
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
