-- The furthest step of the pipeline a lead has reached (the dashboard's funnel): a lead that lost
-- interest after its counselling session still counts as having reached it. Never NOT_INTERESTED.
ALTER TABLE "Lead" ADD COLUMN "furthestStage" "LeadStatus" NOT NULL DEFAULT 'NEW';
UPDATE "Lead" SET "furthestStage" = status WHERE status <> 'NOT_INTERESTED';
-- Leads that moved before this column existed: the furthest status their history shows (the
-- enum's order is the pipeline's, so max() is the furthest).
UPDATE "Lead" l SET "furthestStage" = h.stage
  FROM (
    SELECT a."entityId" AS id, max(v.status::"LeadStatus") AS stage
      FROM "AuditLog" a, LATERAL (VALUES (a.before ->> 'status'), (a.after ->> 'status')) v(status)
     WHERE a.action = 'lead.status' AND a."entityType" = 'Lead' AND v.status IS NOT NULL AND v.status <> 'NOT_INTERESTED'
     GROUP BY a."entityId"
  ) h
 WHERE l.id = h.id AND h.stage > l."furthestStage";

-- A staff member's own start page after logging in (the dashboard), instead of their role's.
ALTER TABLE "User" ADD COLUMN "startPage" TEXT;
