import type { Metadata } from "next";
import { BreachForm } from "@/components/admin/privacy/BreachForm";
import { BreachNoticeForm } from "@/components/admin/privacy/BreachNoticeForm";
import { requireSection } from "@/lib/auth/page";
import { listBreaches } from "@/lib/privacy/breach/breaches";
import { formatDateTime } from "@/lib/site/format";

export const metadata: Metadata = { title: "Data Breaches" };

/** Personal-data breaches (admins): record one, send its notice to the people affected, see when notices went. */
export default async function BreachesPage() {
  await requireSection("breaches");
  const breaches = await listBreaches();
  return (
    <section aria-labelledby="breaches-title" className="space-y-6">
      <h1 id="breaches-title" className="text-2xl font-bold text-brand-900">
        Data Breaches
      </h1>
      <BreachForm />
      <section aria-labelledby="breach-list-title" className="space-y-3">
        <h2 id="breach-list-title" className="text-lg font-semibold text-brand-900">
          Recorded breaches
        </h2>
        {breaches.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No breach has been recorded.</p>
        ) : (
          <ol className="space-y-4">
            {breaches.map((breach) => (
              <li key={breach.id}>
                <article
                  aria-label={`Breach found ${formatDateTime(breach.detectedAt)}`}
                  className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
                >
                  <p className="whitespace-pre-line text-slate-900">{breach.summary}</p>
                  <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                    <dt className="font-semibold text-slate-700">Found</dt>
                    <dd>{formatDateTime(breach.detectedAt)}</dd>
                    <dt className="font-semibold text-slate-700">Recorded</dt>
                    <dd>{formatDateTime(breach.createdAt)}</dd>
                    <dt className="font-semibold text-slate-700">Data affected</dt>
                    <dd>{breach.dataAffected}</dd>
                    <dt className="font-semibold text-slate-700">People affected</dt>
                    <dd>{breach.peopleAffected}</dd>
                    <dt className="font-semibold text-slate-700">Notices</dt>
                    <dd>
                      {breach.noticesSentAt
                        ? `${breach.noticesSent} queued, last on ${formatDateTime(breach.noticesSentAt)}`
                        : "Not sent yet"}
                    </dd>
                  </dl>
                  <details>
                    <summary className="cursor-pointer font-medium text-brand-800">The notice</summary>
                    <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{breach.noticeText}</p>
                  </details>
                  <BreachNoticeForm breachId={breach.id} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
