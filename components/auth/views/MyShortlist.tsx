import { useSyncExternalStore } from "react";
import { serverShortlist, shortlistSnapshot, subscribeShortlist } from "@/components/predictor/shortlist-store";
import { comparePath } from "@/lib/predictor/compare";

const link = "font-semibold text-brand-800 underline underline-offset-2";

/** The profile's view of the account's shortlist (lib/predictor/shortlist.ts): how many programs, and where to see them. */
export function MyShortlist({ id }: { id: string }) {
  const shortlist = useSyncExternalStore(subscribeShortlist, shortlistSnapshot, serverShortlist);
  return (
    <section aria-labelledby={`${id}-shortlist`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-shortlist`} className="font-semibold text-brand-900">
        My shortlist
      </h3>
      {shortlist.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Nothing starred yet. Star programs in the{" "}
          <a href="/predictor" className={link}>
            college predictor
          </a>{" "}
          or on a{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, as the profile's other links: the account modal lives in the header and would stay open over a client-side navigation */}
          <a href="/cutoffs" className={link}>
            cutoff page
          </a>
          .
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {shortlist.length} {shortlist.length === 1 ? "program" : "programs"} starred.{" "}
          <a href={comparePath(shortlist)} className={link}>
            Compare {shortlist.length > 4 ? "the first four" : "them"}
          </a>
        </p>
      )}
    </section>
  );
}
