-- Registration asks for the date of birth; a minor's account waits for a guardian's consent.
ALTER TABLE "User" ADD COLUMN "dateOfBirth" DATE;
ALTER TABLE "User" ADD COLUMN "awaitingGuardian" BOOLEAN NOT NULL DEFAULT false;
