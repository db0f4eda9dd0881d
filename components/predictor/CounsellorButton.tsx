import { LeadModalTrigger } from "@/components/forms/LeadModalTrigger";
import { site } from "@/content/site";
import { formNotice } from "@/lib/privacy/notice";

/** "Talk to a counsellor about …": the lead form, its course set to B.Tech, over the page (the contact page's form without JavaScript). */
export function CounsellorButton({ about, className = "" }: { about: string; className?: string }) {
  return (
    <LeadModalTrigger
      href="/contact#counselling-form"
      copy={{
        ...site.leadModal,
        heading: `Talk to a counsellor about ${about}`,
        notice: formNotice("lead"),
        course: "B.TECH",
      }}
      className={`inline-flex min-h-11 items-center justify-center rounded-full bg-accent-500 px-6 py-2.5 text-center font-semibold text-brand-950 hover:bg-accent-400 ${className}`.trim()}
    >
      Talk to a counsellor about {about}
    </LeadModalTrigger>
  );
}
