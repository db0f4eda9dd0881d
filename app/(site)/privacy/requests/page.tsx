import type { Metadata } from "next";
import Link from "next/link";
import { PrivacyRequestForm } from "@/components/privacy/PrivacyRequestForm";
import { LINK_HOURS } from "@/lib/privacy/rights/requests";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Your privacy rights",
  description: "Ask for a copy of your data, a correction, its erasure, or withdraw your consent.",
  path: "/privacy/requests",
});

/** Rights requests under India's DPDP Act, with or without an account. */
export default function PrivacyRequestsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Your privacy rights</h1>
      <p className="mt-4 text-lg text-slate-700">
        You can ask for a copy of the data we hold about you, have it corrected or erased, or withdraw your consent. Tell us your
        e-mail address: if we hold data for it, we send it a link. Following the link within {LINK_HOURS} hours confirms the
        request, and a copy, an erasure or a withdrawal is done at once, for the records that carry that address; a correction is
        made by our team. A mobile number alone does not show that it is yours: a request by mobile is checked by our team by hand
        before anything is done.
      </p>
      <p className="mt-2 text-slate-700">
        Read more in our{" "}
        <Link href="/privacy" className="font-semibold text-brand-800 underline">
          privacy policy
        </Link>
        .
      </p>
      <section aria-labelledby="request-form-heading" className="mt-8 rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
        <h2 id="request-form-heading" className="mb-4 text-2xl font-bold text-brand-900">
          Make a request
        </h2>
        <PrivacyRequestForm />
      </section>
    </div>
  );
}
