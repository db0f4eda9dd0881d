-- Counsellors mark themselves on or off duty; new leads rotate among those on duty.
ALTER TABLE "User" ADD COLUMN "onDuty" BOOLEAN NOT NULL DEFAULT true;

-- The rotation's turn: nextval never blocks and never hands one value out twice, so leads
-- arriving at the same instant take consecutive turns (lib/leads/assignment.ts).
CREATE SEQUENCE "LeadAssignmentTurn";

-- Speed to lead: when someone first reached out to the enquirer (a call, WhatsApp or e-mail from
-- the lead's page, a status move or a note).
ALTER TABLE "Lead" ADD COLUMN "firstResponseAt" TIMESTAMP(3);

-- When the assignee first opened the lead: until then it counts as new in their panel.
ALTER TABLE "Lead" ADD COLUMN "assigneeSeenAt" TIMESTAMP(3);
