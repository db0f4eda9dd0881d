/**
 * Which lead channels are set up: each needs its secrets, and answers 404 without them (the Lead
 * Sources page then says how to set it up). Partner portals need nothing but a key made in the panel.
 */
import "server-only";
import { env } from "@/lib/env";

export type MetaConfig = { appSecret: string; verifyToken: string; pageAccessToken: string; graphUrl: string };

export function metaConfig(): MetaConfig | null {
  const { META_APP_SECRET, META_VERIFY_TOKEN, META_PAGE_ACCESS_TOKEN, META_GRAPH_URL } = env();
  if (!META_APP_SECRET || !META_VERIFY_TOKEN || !META_PAGE_ACCESS_TOKEN) return null;
  return {
    appSecret: META_APP_SECRET,
    verifyToken: META_VERIFY_TOKEN,
    pageAccessToken: META_PAGE_ACCESS_TOKEN,
    graphUrl: META_GRAPH_URL.replace(/\/$/, ""),
  };
}

/**
 * What Meta's webhook needs: the app secret and the verify token, with lead ads or WhatsApp set up
 * (either product's notifications come to the same endpoint).
 */
export function metaWebhookConfig(): { appSecret: string; verifyToken: string } | null {
  const { META_APP_SECRET, META_VERIFY_TOKEN, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID } = env();
  if (!META_APP_SECRET || !META_VERIFY_TOKEN) return null;
  if (!metaConfig() && !(WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID)) return null;
  return { appSecret: META_APP_SECRET, verifyToken: META_VERIFY_TOKEN };
}

export function googleLeadFormKey(): string | null {
  return env().GOOGLE_LEAD_FORM_KEY ?? null;
}

/** The variables each channel still lacks, for the Lead Sources page. */
export function missingSettings(): { meta: string[]; google: string[] } {
  const config = env();
  return {
    meta: (["META_APP_SECRET", "META_VERIFY_TOKEN", "META_PAGE_ACCESS_TOKEN"] as const).filter((name) => !config[name]),
    google: config.GOOGLE_LEAD_FORM_KEY ? [] : ["GOOGLE_LEAD_FORM_KEY"],
  };
}
