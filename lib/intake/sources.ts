/** What the Lead Sources page shows of each channel: set up or not, last lead, leads today, last error, waiting deliveries. */
import "server-only";
import { prisma } from "@/lib/db";
import { missingSettings } from "@/lib/intake/config";
import { indiaDate, indiaDayStart } from "@/lib/time/india";
import { googleLead, googlePayload } from "./google/payload";
import type { IntakeSource } from "./store";
import { leadSourceLabel } from "@/lib/leads/constants";

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

export type TestLeadView = { id: string; receivedAt: Date; channel: string; leadId: string; name: string };

/** What a kept test delivery shows: its channel, the lead's name (Meta's stays with Meta: its form), its id there. */
function testLeadView(channel: string, body: string): Omit<TestLeadView, "id" | "receivedAt"> {
  const json: unknown = JSON.parse(body);
  if (channel === "google") {
    const lead = googleLead(googlePayload.parse(json), null);
    return { channel: leadSourceLabel.GOOGLE_LEAD_FORM, leadId: lead.externalId.replace(/^google:/, ""), name: lead.name };
  }
  if (channel === "partner") {
    const { partnerName, lead } = json as { partnerName: string; lead: { externalId: string; name: string } };
    return { channel: `${leadSourceLabel.PARTNER} ${partnerName}`, leadId: lead.externalId, name: lead.name };
  }
  const changes = (json as { entry: { changes: { value: { leadgen_id?: unknown; form_id?: unknown } }[] }[] }).entry.flatMap(
    (entry) => entry.changes.map((change) => change.value),
  );
  return {
    channel: leadSourceLabel.META_LEAD_AD,
    leadId: changes.map((value) => String(value.leadgen_id)).join(", "),
    name: `Test lead of form ${changes.map((value) => String(value.form_id)).join(", ")}`,
  };
}

/** The test leads each channel kept apart (Google's is_test, Meta's test leads, partners' "test": true), newest first. */
export async function recentTestLeads(take = 10): Promise<TestLeadView[]> {
  const rows = await prisma.webhookDelivery.findMany({
    where: { test: true },
    orderBy: { receivedAt: "desc" },
    take,
    select: { id: true, receivedAt: true, channel: true, body: true },
  });
  return rows.map((row) => ({ id: row.id, receivedAt: row.receivedAt, ...testLeadView(row.channel, row.body) }));
}
