/** A visitor's own sessions in their profile: where they are signed in, and ending any other one. */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { endOwnSession, listSessions, type SessionKind } from "@/lib/auth/sessions";
import { prisma } from "@/lib/db";
import { describeDevice } from "./device";
import { failure, success, type Outcome } from "@/lib/http/outcome";

/** One session as the profile shows it (times as ISO strings, for the browser). */
export type OwnSession = {
  id: string;
  kind: SessionKind;
  /** "Chrome 131 on Android 14 (phone)", or null when the log-in said nothing of it. */
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};

export const SESSION_ENDED = "That session has ended.";
export const SESSION_GONE = "That session has already ended.";
export const USE_LOG_OUT = "This is the session you are using: log out to end it.";

type Holder = { userId: string; sessionId: string };

export async function ownSessions(holder: Holder): Promise<Outcome<{ sessions: OwnSession[] }>> {
  const sessions = await listSessions(holder.userId, holder.sessionId);
  return success("", {
    sessions: sessions.map(({ userAgent, ...row }) => ({
      ...row,
      device: describeDevice(userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
    })),
  });
}

export async function endOwnSessionById(holder: Holder, id: unknown): Promise<Outcome> {
  if (typeof id !== "string" || id.length === 0 || id.length > 100) return failure(400, "Choose a session to end.");
  if (id === holder.sessionId) return failure(400, USE_LOG_OUT);
  if (!(await endOwnSession(holder.userId, id))) return failure(404, SESSION_GONE);
  await recordAudit(prisma, {
    actorId: holder.userId,
    action: "account.session-ended",
    entityType: "User",
    entityId: holder.userId,
  });
  return success(SESSION_ENDED);
}
