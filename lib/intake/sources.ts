/** What the Lead Sources page shows of each channel: set up or not, last lead, leads today, last error, waiting deliveries. */
import "server-only";
import { prisma } from "@/lib/db";
import { missingSettings } from "@/lib/intake/config";
import { indiaDate, indiaDayStart } from "@/lib/time/india";
import { googleLead, googlePayload } from "./google/payload";
import type { IntakeSource } from "./store";

export type ChannelSummary = {
  channel: "meta" | "google" | "partner";
  source: IntakeSource;
  missing: string[];
  lastLeadAt: Date | null;
  leadsToday: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  waiting: number;
};

const CHANNELS = [
  { channel: "meta", source: "META_LEAD_AD" },
  { channel: "google", source: "GOOGLE_LEAD_FORM" },
  { channel: "partner", source: "PARTNER" },
] as const;

export async function channelSummaries(now = new Date()): Promise<ChannelSummary[]> {
  const missing = missingSettings();
  const today = indiaDayStart(indiaDate(now));
  const [states, last, todays, waiting] = await Promise.all([
    prisma.intakeChannelState.findMany(),
    prisma.lead.groupBy({ by: ["source"], where: { source: { in: CHANNELS.map((c) => c.source) } }, _max: { createdAt: true } }),
    prisma.lead.groupBy({
      by: ["source"],
      where: { source: { in: CHANNELS.map((c) => c.source) }, createdAt: { gte: today } },
      _count: true,
    }),
    prisma.webhookDelivery.groupBy({ by: ["channel"], where: { processedAt: null }, _count: true }),
  ]);
  return CHANNELS.map(({ channel, source }) => {
    const state = states.find((row) => row.channel === channel);
    // An error older than the last success is over.
    const current = state?.lastErrorAt && (!state.lastOkAt || state.lastErrorAt > state.lastOkAt);
    return {
      channel,
      source,
      missing: channel === "partner" ? [] : missing[channel],
      lastLeadAt: last.find((row) => row.source === source)?._max.createdAt ?? null,
      leadsToday: todays.find((row) => row.source === source)?._count ?? 0,
      lastError: current ? state.lastError : null,
      lastErrorAt: current ? state.lastErrorAt : null,
      waiting: waiting.find((row) => row.channel === channel)?._count ?? 0,
    };
  });
}

/** Google's test leads (is_test), newest first: kept apart, never assigned or mailed. */
export async function recentTestLeads(take = 10): Promise<{ id: string; receivedAt: Date; leadId: string; name: string }[]> {
  const rows = await prisma.webhookDelivery.findMany({
    where: { test: true },
    orderBy: { receivedAt: "desc" },
    take,
    select: { id: true, receivedAt: true, body: true },
  });
  return rows.map((row) => {
    const lead = googleLead(googlePayload.parse(JSON.parse(row.body)), null);
    return { id: row.id, receivedAt: row.receivedAt, leadId: lead.externalId.replace(/^google:/, ""), name: lead.name };
  });
}
