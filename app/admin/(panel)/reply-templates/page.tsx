import type { Metadata } from "next";
import { TemplateManager } from "@/components/admin/reply-templates/TemplateManager";
import { requireSection } from "@/lib/auth/page";
import { listReplyTemplates } from "@/lib/leads/templates/queries";

export const metadata: Metadata = { title: "Reply Templates" };

/** The e-mail and WhatsApp replies staff send from a lead's page, filled in for each lead. Admins only. */
export default async function ReplyTemplatesPage() {
  await requireSection("replyTemplates");
  const templates = await listReplyTemplates();
  return (
    <section aria-labelledby="reply-templates-title" className="space-y-4">
      <h1 id="reply-templates-title" className="text-2xl font-bold text-brand-900">
        Reply Templates
      </h1>
      <p className="max-w-prose text-slate-700">
        Staff pick one of these on a lead&apos;s page: an e-mail is sent from the site with replies going to them, a WhatsApp
        message opens in their WhatsApp, ready to send.
      </p>
      <TemplateManager templates={templates} />
    </section>
  );
}
