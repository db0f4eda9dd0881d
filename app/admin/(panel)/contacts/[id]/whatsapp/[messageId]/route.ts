import { route } from "@/lib/http/route";
import { openWhatsAppMedia } from "@/lib/whatsapp/media";

/**
 * GET /admin/contacts/{lead}/whatsapp/{message}: the image or document the person sent, fetched from
 * WhatsApp as it is asked for (staff who work leads; each opening audited). An image opens in the
 * tab; anything else downloads. Never cached.
 */
export const GET = route({ name: "lead whatsapp media", permission: "leads.work" }, async ({ params, caller }) => {
  const file = await openWhatsAppMedia(params.id ?? "", params.messageId ?? "", caller.userId);
  if ("ok" in file) return file;
  const safeName = file.fileName.replace(/[^\w.\- ]/g, "_");
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      ...(file.size === null ? {} : { "Content-Length": String(file.size) }),
      "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Whatever the file holds, it runs nothing on the panel's origin.
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
});
