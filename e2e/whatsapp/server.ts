/**
 * The end-to-end suite's WhatsApp Cloud API (lib/testing/whatsapp-cloud.ts), on a port of its own:
 * the site under test sends its messages here, and the tests ask it, over /_stand-in/…, what
 * arrived and to post Meta's statuses and replies to the site. Started by playwright.config.ts.
 * The same Graph address serves lead ads (lib/testing/graph-api.ts: leads, test leads, and
 * /_lead-ads/lead for a test to send a lead from an ad), as Meta's one Graph API does.
 */
import { startGraphApiStandIn } from "../../lib/testing/graph-api";
import { startWhatsAppCloudStandIn } from "../../lib/testing/whatsapp-cloud";

const port = Number(process.env.WHATSAPP_STAND_IN_PORT);
await startWhatsAppCloudStandIn({
  port,
  token: String(process.env.WHATSAPP_TOKEN),
  phoneNumberId: String(process.env.WHATSAPP_PHONE_NUMBER_ID),
  appSecret: String(process.env.META_APP_SECRET),
  webhookUrl: String(process.env.SITE_WEBHOOK_URL),
  otherGraph: (
    await startGraphApiStandIn(String(process.env.META_PAGE_ACCESS_TOKEN), {
      webhook: { url: String(process.env.SITE_WEBHOOK_URL), appSecret: String(process.env.META_APP_SECRET) },
    })
  ).handle,
});
console.log(`whatsapp cloud stand-in on ${port}`);
