-- Counsellors mark themselves on or off duty; new leads rotate among those on duty.
ALTER TABLE "User" ADD COLUMN "onDuty" BOOLEAN NOT NULL DEFAULT true;

-- The rotation's turn: nextval never blocks and never hands one value out twice, so leads
-- arriving at the same instant take consecutive turns (lib/leads/assignment.ts).
CREATE SEQUENCE "LeadAssignmentTurn";
