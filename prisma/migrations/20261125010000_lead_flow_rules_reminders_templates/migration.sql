-- The lead flow's settings, changed by admins in the panel: one row.
CREATE TABLE "LeadFlowSettings" (
    "id" TEXT NOT NULL DEFAULT 'lead-flow',
    "waitAlertMinutes" INTEGER NOT NULL DEFAULT 15,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "LeadFlowSettings_pkey" PRIMARY KEY ("id")
);

-- A lead that waited past the threshold is re-announced to admins once.
ALTER TABLE "Lead" ADD COLUMN "waitAnnouncedAt" TIMESTAMP(3);
CREATE INDEX "Lead_waiting_idx" ON "Lead" ("createdAt") WHERE "firstResponseAt" IS NULL AND "waitAnnouncedAt" IS NULL;

-- Teams of counsellors, and the rules that send a course or a form to a team first.
ALTER TABLE "User" ADD COLUMN "team" TEXT;
CREATE TABLE "AssignmentRule" (
    "id" TEXT NOT NULL,
    "course" TEXT,
    "source" "LeadSource",
    "team" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AssignmentRule_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AssignmentRule_course_or_source" CHECK ("course" IS NOT NULL OR "source" IS NOT NULL)
);

-- The periods a once-a-period job has done (the 9:00 digest of a day): a second instance, or a
-- second run in the same period, finds its period taken.
CREATE TABLE "JobPeriod" (
    "job" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "doneAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JobPeriod_pkey" PRIMARY KEY ("job", "period")
);

-- Replies from a lead's page: e-mail and WhatsApp texts with placeholders.
CREATE TYPE "ReplyChannel" AS ENUM ('EMAIL', 'WHATSAPP');
CREATE TABLE "ReplyTemplate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "channel" "ReplyChannel" NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "ReplyTemplate_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ReplyTemplate_name_key" ON "ReplyTemplate"("name");

-- Each team's own turn: a team's leads rotate among its members whatever the other leads do.
CREATE TABLE "TeamTurn" (
    "team" TEXT NOT NULL,
    "turn" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "TeamTurn_pkey" PRIMARY KEY ("team")
);
