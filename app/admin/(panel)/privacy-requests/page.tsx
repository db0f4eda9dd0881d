import type { Metadata } from "next";
import { RequestStepButton } from "@/components/admin/privacy/RequestStepButton";
import { requireStaffPage } from "@/lib/auth/page";
import { adminSections } from "@/lib/panel/sections";
import { listPrivacyRequests } from "@/lib/privacy/requests";
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

/** The rights requests (DPDP Act): kind, contact (masked), dates and state. Admins only. */
export default async function PrivacyRequestsPage() {
  await requireStaffPage(adminSections.privacyRequests.permission, adminSections.privacyRequests.href);
  const requests = await listPrivacyRequests();
  const now = new Date();
  return (
    <section aria-labelledby="privacy-requests-title" className="space-y-4">
      <h1 id="privacy-requests-title" className="text-2xl font-bold text-brand-900">
        Privacy Requests
      </h1>
      {requests.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No privacy requests yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Privacy requests, newest first</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                {["Kind", "Contact", "Received", "Due", "State", "Completed"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => {
                const late = request.state === "VERIFIED" && request.dueAt !== null && request.dueAt < now;
                return (
                  <tr key={request.id} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      {KIND_LABELS[request.kind]}
                      {request.correction && (
                        <div className="mt-1 font-normal text-slate-800">
                          <p>
                            For {request.correction.contact}: {request.correction.note}
                          </p>
                          <RequestStepButton id={request.id} step="correction" />
                        </div>
                      )}
                      {request.manualCheck && (
                        <div className="mt-1 font-normal text-slate-800">
                          <p className="font-semibold text-amber-900">Needs manual verification</p>
                          <p>
                            {request.manualCheck.contact
                              ? `Asked by mobile alone (${request.manualCheck.contact}): nothing was mailed or done. Verify the person before acting.`
                              : "Records with the person's mobile but not the proven e-mail address were left as they were:"}
                          </p>
                          <ul className="list-disc pl-5">
                            {request.manualCheck.found.map((match, index) => (
                              <li key={index}>
                                {match.record}, {match.contact}, {formatDateTime(new Date(match.at))}
                              </li>
                            ))}
                          </ul>
                          <RequestStepButton id={request.id} step="checked" />
                        </div>
                      )}
                    </th>
                    <td className="px-3 py-2 text-slate-800">{request.maskedContact}</td>
                    <td className="px-3 py-2 text-slate-800">{formatDateTime(request.createdAt)}</td>
                    <td className={`px-3 py-2 ${late ? "font-semibold text-red-800" : "text-slate-800"}`}>
                      {request.dueAt ? formatDateTime(request.dueAt) : "—"}
                      {late && " (overdue)"}
                    </td>
                    <td className="px-3 py-2 text-slate-800">{STATE_LABELS[request.state]}</td>
                    <td className="px-3 py-2 text-slate-800">
                      {request.completedAt ? formatDateTime(request.completedAt) : "—"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
