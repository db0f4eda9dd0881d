/** Each channel's last failure and success, for the Lead Sources page (and the operator's eye). */
import "server-only";
import { prisma } from "@/lib/db";
import { log } from "@/lib/observability/log";

export type IntakeChannel = "meta" | "google" | "partner";

export async function recordChannelOk(channel: IntakeChannel): Promise<void> {
  const now = new Date();
  await prisma.intakeChannelState.upsert({ where: { channel }, create: { channel, lastOkAt: now }, update: { lastOkAt: now } });
}

export async function recordChannelError(channel: IntakeChannel, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  log.warn({ channel, err: message }, "lead intake failed");
  const now = new Date();
  await prisma.intakeChannelState.upsert({
    where: { channel },
    create: { channel, lastError: message.slice(0, 500), lastErrorAt: now },
    update: { lastError: message.slice(0, 500), lastErrorAt: now },
  });
}
