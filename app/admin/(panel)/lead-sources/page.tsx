import type { Metadata } from "next";
import { LeadSources } from "@/components/admin/leads/LeadSources";
import { requireSection } from "@/lib/auth/page";
import { listForms } from "@/lib/intake/forms";
import { listPartnerKeys } from "@/lib/intake/partners/keys";
import { channelSummaries, recentTestLeads } from "@/lib/intake/sources";
import { adminSections } from "@/lib/panel/sections";
import { siteUrl } from "@/lib/seo/metadata";
import { whatsappSummary } from "@/lib/whatsapp/summary";

export const metadata: Metadata = { title: "Lead Sources" };

/** Where leads come in from besides the site's forms (admins): lead ads, partner portals, WhatsApp, their state and settings. */
export default async function LeadSourcesPage() {
  await requireSection("leadSources");
  const [channels, whatsapp, testLeads, forms, keys] = await Promise.all([
    channelSummaries(),
    whatsappSummary(),
    recentTestLeads(),
    listForms(),
    listPartnerKeys(),
  ]);
  return (
    <section aria-labelledby="lead-sources-title" className="space-y-6">
      <h1 id="lead-sources-title" className="text-2xl font-bold text-brand-900">
        Lead Sources
      </h1>
      <LeadSources
        channels={channels}
        whatsapp={whatsapp}
        testLeads={testLeads}
        forms={forms.map((form) => ({
          id: form.id,
          channel: form.channel,
          formId: form.formId,
          defaultCourse: form.defaultCourse,
        }))}
        keys={keys}
        addresses={{
          meta: siteUrl("/api/webhooks/meta"),
          google: siteUrl("/api/webhooks/google-leads"),
          partner: siteUrl("/api/partners/leads"),
        }}
        leadListHref={adminSections.leads.href}
      />
    </section>
  );
}
