import type { Metadata } from "next";
import { GuardianAnswer } from "@/components/privacy/GuardianAnswer";
import { formatDateTime } from "@/lib/site/format";
import { findGuardianRequest, GUARDIAN_LINK_CLOSED } from "@/lib/privacy/minors/guardian";
import { formNotice } from "@/lib/privacy/notice";

export const metadata: Metadata = {
  title: "A parent's or guardian's consent",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The link of the guardian's e-mail (lib/privacy/minors/guardian.ts): what the child sent, the notice, and the two answers. */
export default async function GuardianConsentPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const given = typeof token === "string" ? token : "";
  const request = await findGuardianRequest(given);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">A parent&apos;s or guardian&apos;s consent</h1>
      {request.state === "closed" ? (
        <p className="mt-6 text-lg text-slate-800">{GUARDIAN_LINK_CLOSED}</p>
      ) : (
        <>
          <p className="mt-6 text-lg text-slate-800">
            Dear {request.guardianName}, someone under 18 sent us {request.formLabel} and named you as their parent or guardian.
            Before we use it, the law asks for your consent. Please answer by {formatDateTime(request.deadline)}; without an
            answer we delete it.
          </p>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">What was sent</h2>
          <dl className="mt-3 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            {request.details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-800">{label}</dt>
                <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <NoticeItems form={request.form} />
          <GuardianAnswer token={given} />
        </>
      )}
    </div>
  );
}

function NoticeItems({ form }: { form: Parameters<typeof formNotice>[0] }) {
  const notice = formNotice(form);
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">How we would use it</h2>
      <dl className="mt-3 grid gap-2">
        {(
          [
            ["What we collect", notice.collected],
            ["Why", notice.purpose],
            ["How long we keep it", notice.kept],
            ["Your choices", notice.rights],
          ] as const
        ).map(([term, description]) => (
          <div key={term}>
            <dt className="font-semibold text-slate-800">{term}</dt>
            <dd className="text-slate-700">{description}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {form === "account"
          ? "If you agree, your child can log in to the account and we send you a copy of what they registered with."
          : "If you agree, we send you a copy of the enquiry and our counsellor replies; no tracking or campaign data is kept of your child."}
      </p>
    </>
  );
}
