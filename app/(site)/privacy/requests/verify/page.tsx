import type { Metadata } from "next";
import Link from "next/link";
import { confirmPrivacyAction } from "@/lib/privacy/rights/actions";
import { checkRequestLink, KIND_WORDS, LINK_PROBLEMS } from "@/lib/privacy/rights/requests";

export const metadata: Metadata = {
  title: "Confirm your privacy request",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * The mailed link. Opening it changes nothing (a mail scanner may open links); the person confirms
 * with the button, and the request is carried out.
 */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const link = typeof token === "string" ? token : "";
  const checked = await checkRequestLink(link);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Confirm your privacy request</h1>
      {checked.ok ? (
        <form action={confirmPrivacyAction} className="mt-6 space-y-4">
          <p className="text-lg text-slate-700">
            You asked for {KIND_WORDS[checked.kind]}.{" "}
            {checked.kind === "ERASURE" &&
              "Once you confirm, your enquiries, account and e-mails are erased for good; this cannot be undone."}
          </p>
          <input type="hidden" name="token" value={link} />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center rounded-full bg-brand-800 px-8 py-3 font-semibold text-white shadow hover:bg-brand-700"
          >
            Confirm my request
          </button>
        </form>
      ) : (
        <div className="mt-6 space-y-4">
          <p role="alert" className="text-lg font-medium text-red-800">
            {LINK_PROBLEMS[checked.problem]}
          </p>
          <Link href="/privacy/requests" className="font-semibold text-brand-800 underline">
            Make a new request
          </Link>
        </div>
      )}
    </div>
  );
}
