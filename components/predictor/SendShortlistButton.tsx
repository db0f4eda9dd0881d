import { site } from "@/content/site";
import { formNotice } from "@/lib/privacy/notice";
import { ShortlistSender } from "./ShortlistSender";

/** "Send my shortlist to a counsellor": the lead form, its course set to B.Tech, with the starred seats going along. */
export function SendShortlistButton({ fallback }: { fallback?: React.ReactNode }) {
  return (
    <ShortlistSender
      copy={{
        ...site.leadModal,
        heading: "Send my shortlist to a counsellor",
        intro: "A counsellor looks at the programs you starred and calls you back, usually within one working day.",
        notice: formNotice("lead"),
        course: "B.TECH",
      }}
      fallback={fallback}
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent-500 px-6 py-2.5 text-center font-semibold text-brand-950 hover:bg-accent-400"
    />
  );
}
