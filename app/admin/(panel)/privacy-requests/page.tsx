import type { Metadata } from "next";
import { MarkCorrectionDone } from "@/components/admin/privacy/MarkCorrectionDone";
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
          <table className="cards-on-phone w-full text-left text-sm">
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
                          <MarkCorrectionDone id={request.id} />
                        </div>
                      )}
                    </th>
                    <td data-label="Contact" className="px-3 py-2 text-slate-800">
                      {request.maskedContact}
                    </td>
                    <td data-label="Received" className="px-3 py-2 text-slate-800">
                      {formatDateTime(request.createdAt)}
                    </td>
                    <td data-label="Due" className={`px-3 py-2 ${late ? "font-semibold text-red-800" : "text-slate-800"}`}>
                      {request.dueAt ? formatDateTime(request.dueAt) : "—"}
                      {late && " (overdue)"}
                    </td>
                    <td data-label="State" className="px-3 py-2 text-slate-800">
                      {STATE_LABELS[request.state]}
                    </td>
                    <td data-label="Completed" className="px-3 py-2 text-slate-800">
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
