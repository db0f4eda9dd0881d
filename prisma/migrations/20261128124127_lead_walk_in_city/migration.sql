-- Leads staff add for a walk-in or a phone call (lib/leads/staff-entry.ts), the consent they took
-- in person, and the enquirer's city (the import's City column, the lead's corrections).
ALTER TYPE "LeadSource" ADD VALUE 'WALK_IN';
ALTER TYPE "LeadSource" ADD VALUE 'PHONE';
ALTER TYPE "ConsentMethod" ADD VALUE 'STAFF';
ALTER TABLE "Lead" ADD COLUMN "city" TEXT;
