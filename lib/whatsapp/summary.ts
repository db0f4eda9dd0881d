/**
 * WhatsApp's card on the Lead Sources page: set up or what to set, the last message received,
 * today's messages in and out (India's day), and the latest send that failed in the past week.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { indiaDate, indiaDayStart } from "@/lib/time/india";

export type WhatsAppSummary = {
  missing: string[];
  lastReceivedAt: Date | null;
  receivedToday: number;
  sentToday: number;
  lastError: string | null;
  lastErrorAt: Date | null;
};

/** How far back a failed send still shows. */
export const SEND_ERRORS_SHOWN_DAYS = 7;

/** The settings WhatsApp still lacks: its own two and the Meta app's, whose webhook brings the replies. */
export function missingWhatsAppSettings(): string[] {
  const config = env();
  return (["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "META_APP_SECRET", "META_VERIFY_TOKEN"] as const).filter(
    (name) => !config[name],
  );
}

export async function whatsappSummary(now = new Date()): Promise<WhatsAppSummary> {
  const today = indiaDayStart(indiaDate(now));
  const [lastReceived, todays, failed] = await Promise.all([
    prisma.whatsAppMessage.findFirst({ where: { direction: "IN" }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
    prisma.whatsAppMessage.groupBy({ by: ["direction"], where: { createdAt: { gte: today } }, _count: true }),
    prisma.whatsAppMessage.findFirst({
      where: {
        direction: "OUT",
        status: "FAILED",
        createdAt: { gte: new Date(now.getTime() - SEND_ERRORS_SHOWN_DAYS * 24 * 3600_000) },
      },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true, error: true },
    }),
  ]);
  return {
    missing: missingWhatsAppSettings(),
    lastReceivedAt: lastReceived?.createdAt ?? null,
    receivedToday: todays.find((row) => row.direction === "IN")?._count ?? 0,
    sentToday: todays.find((row) => row.direction === "OUT")?._count ?? 0,
    lastError: failed ? (failed.error ?? "Failed without a reason given") : null,
    lastErrorAt: failed?.createdAt ?? null,
  };
}
