import { NextResponse, type NextRequest } from "next/server";
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";

/**
 * Server-action arguments sent as text (everything but a form with files) never come near this
 * size: the biggest is a college record. Larger ones are refused before React decodes them.
 */
export const ACTION_TEXT_LIMIT_BYTES = 512 * 1024;

const json = (status: number, message: string) =>
  NextResponse.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A page POST that Next.js may take for a server action: one sent by the client router (the
 * Next-Action header) or a form posted without JavaScript (multipart, the action's id in the
 * body), to any page (route handlers under /api check origins themselves).
 */
function isPossibleAction(request: NextRequest, multipart: boolean): boolean {
  if (request.headers.has("next-action")) return true;
  return request.method === "POST" && multipart && !request.nextUrl.pathname.startsWith("/api/");
}

/**
 * A server-action request from another site's page (with or without JavaScript, an Origin of
 * another site or `null`), or with an oversized text body, is answered here with a 403 or a 413
 * and a message. Next.js would refuse both too, but as a 500.
 */
export function refuseUnfitAction(request: NextRequest): NextResponse | null {
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (!isPossibleAction(request, multipart)) return null;
  if (!isAllowedOrigin(request.headers)) return json(403, FORBIDDEN_ORIGIN_MESSAGE);
  if (!multipart && Number(request.headers.get("content-length") ?? 0) > ACTION_TEXT_LIMIT_BYTES) {
    return json(413, "The request is too large.");
  }
  return null;
}
