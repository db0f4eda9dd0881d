-- Teams become rows that admins create, rename and retire (they were free text on each counsellor
-- and each assignment rule). Every name in use becomes a team, exactly as written, so the same
-- counsellors keep taking the same rules' leads, and each team keeps its place in its own turn.
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "retiredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Team_name_key" ON "Team"("name");

-- The ids are 32 lower-case hex characters, which the panel's row-id check accepts as it does a cuid.
INSERT INTO "Team" ("id", "name")
SELECT replace(gen_random_uuid()::text, '-', ''), name
FROM (SELECT "team" AS name FROM "User" WHERE "team" IS NOT NULL
      UNION SELECT "team" FROM "AssignmentRule") AS names;

ALTER TABLE "User" ADD COLUMN "teamId" TEXT;
UPDATE "User" u SET "teamId" = t."id" FROM "Team" t WHERE t."name" = u."team";
ALTER TABLE "User" DROP COLUMN "team";

ALTER TABLE "AssignmentRule" ADD COLUMN "teamId" TEXT;
UPDATE "AssignmentRule" r SET "teamId" = t."id" FROM "Team" t WHERE t."name" = r."team";
ALTER TABLE "AssignmentRule" ALTER COLUMN "teamId" SET NOT NULL;
ALTER TABLE "AssignmentRule" DROP COLUMN "team";

-- A turn kept for a name nobody uses any more has no team to belong to.
ALTER TABLE "TeamTurn" ADD COLUMN "teamId" TEXT;
UPDATE "TeamTurn" tt SET "teamId" = t."id" FROM "Team" t WHERE t."name" = tt."team";
DELETE FROM "TeamTurn" WHERE "teamId" IS NULL;
ALTER TABLE "TeamTurn" DROP CONSTRAINT "TeamTurn_pkey";
ALTER TABLE "TeamTurn" DROP COLUMN "team";
ALTER TABLE "TeamTurn" ALTER COLUMN "teamId" SET NOT NULL;
ALTER TABLE "TeamTurn" ADD CONSTRAINT "TeamTurn_pkey" PRIMARY KEY ("teamId");

ALTER TABLE "User" ADD CONSTRAINT "User_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "AssignmentRule" ADD CONSTRAINT "AssignmentRule_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "TeamTurn" ADD CONSTRAINT "TeamTurn_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
