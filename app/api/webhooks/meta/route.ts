import { route } from "@/lib/http/route";
import { receiveMetaWebhook, verifyMetaSubscription } from "@/lib/intake/meta/receive";

/** GET /api/webhooks/meta: Meta's subscription check (404 while Meta lead ads are not configured). */
export const GET = route({ name: "meta webhook check" }, async ({ request }) =>
  verifyMetaSubscription(new URL(request.url).searchParams),
);

/** POST /api/webhooks/meta: a signed notification (lead ads now; other Meta products by object and field). */
export const POST = route({ name: "meta webhook" }, ({ request, ip }) => receiveMetaWebhook(request, ip));
