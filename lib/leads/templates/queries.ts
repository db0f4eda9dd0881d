/** Reading reply templates: the Reply Templates section's list and the lead page's choice. */
import "server-only";
import { prisma } from "@/lib/db";
import type { ReplyTemplateView } from "./reply";
import { whatsappLanguageName } from "./schema";

/** A template's columns as the list, the lead page and the audit entries read them. */
export const REPLY_TEMPLATE_COLUMNS = {
  id: true,
  name: true,
  channel: true,
  subject: true,
  body: true,
  waTemplateName: true,
  waLanguage: true,
  waParams: true,
  waMarketing: true,
} as const;

/** Every template, e-mail first, by name. */
export function listReplyTemplates(): Promise<ReplyTemplateView[]> {
  return prisma.replyTemplate.findMany({ orderBy: [{ channel: "asc" }, { name: "asc" }], select: REPLY_TEMPLATE_COLUMNS });
}

/** The WhatsApp templates mapped to one Meta approved, by name: the Contact List's bulk send offers them. */
export async function listMappedWhatsAppTemplates(): Promise<
  { id: string; name: string; language: string; marketing: boolean }[]
> {
  const rows = await prisma.replyTemplate.findMany({
    where: { channel: "WHATSAPP", waTemplateName: { not: null }, waLanguage: { not: null } },
    orderBy: { name: "asc" },
    select: { id: true, name: true, waLanguage: true, waMarketing: true },
  });
  return rows.map(({ id, name, waLanguage, waMarketing }) => ({
    id,
    name,
    language: whatsappLanguageName(waLanguage!),
    marketing: waMarketing,
  }));
}

/** Where a lead's answer to a template e-mail goes: the sender's own address, if they have one. */
export async function replyAddressOf(userId: string): Promise<string | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  return user?.email ?? null;
}
