/**
 * A lead staff add for someone who walked into the office or phoned: the enquiry form's own
 * schema, repeat check, assignment, e-mails and consent rules (a minor's waits for the parent or
 * guardian), with the source WALK_IN or PHONE, the consent recorded as given to staff (STAFF: they
 * read the notice out) and an audit entry naming who added it. Staff are not held to the public
 * form's per-address limit (an office adds many); a limit of their own stops a runaway script.
 */
import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { newRowId, utcTimestamp, type Sql } from "@/lib/db";
import { failure, type Outcome } from "@/lib/http/outcome";
import { postgresRateLimit } from "@/lib/security/rate-limit";
import { STAFF_SOURCES, type StaffSource } from "./staff-sources";
import { submitLead } from "./submit";

const LEAD_ADDED = "Lead added.";

const staffEntryLimit = postgresRateLimit({ name: "lead-staff-entry", points: 300, durationSeconds: 60 * 60 });

const isStaffSource = (value: unknown): value is StaffSource => (STAFF_SOURCES as readonly unknown[]).includes(value);

export async function addLeadByStaff(actor: Caller, source: unknown, values: unknown): Promise<Outcome> {
  if (!isStaffSource(source)) return failure(400, "Say whether they walked in or phoned.");
  const answer = await submitLead(values, {
    ip: "staff",
    source,
    rateLimit: { consume: () => staffEntryLimit.consume(`staff:${actor.userId}`) },
    enteredBy: {
      consentMethod: "STAFF",
      async record(sql: Sql, leadId: string) {
        await sql.query(
          `INSERT INTO "AuditLog" (id, "actorId", action, "entityType", "entityId", after, "createdAt")
           VALUES ($1, $2, 'lead.add', 'Lead', $3, jsonb_build_object('source', $4::text), $5::timestamp)`,
          [newRowId(), actor.userId, leadId, source, utcTimestamp()],
        );
      },
    },
  });
  return answer.ok ? { ok: true, message: LEAD_ADDED } : answer;
}
