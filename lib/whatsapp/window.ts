/**
 * WhatsApp's customer service window: for 24 hours after the person's latest message the business
 * may send free text; outside it, only a template Meta approved. Browser-safe.
 */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the window closes, or null when it is closed (or never opened). */
export function windowClosesAt(lastInboundAt: Date | string | null, now = new Date()): Date | null {
  if (lastInboundAt === null) return null;
  const closes = new Date(new Date(lastInboundAt).getTime() + WINDOW_MS);
  return closes > now ? closes : null;
}

export const WINDOW_CLOSED =
  "The 24-hour window after the person's last WhatsApp message has closed: only an approved template may be sent.";
