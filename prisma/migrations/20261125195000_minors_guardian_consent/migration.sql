-- AlterEnum
ALTER TYPE "ConsentMethod" ADD VALUE 'GUARDIAN';

-- CreateEnum
CREATE TYPE "GuardianConsentState" AS ENUM ('PENDING', 'GIVEN', 'REFUSED');

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "awaitingGuardian" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "minor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "FranchiseEnquiry" ADD COLUMN     "awaitingGuardian" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "minor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CareerApplication" ADD COLUMN     "awaitingGuardian" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "minor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "GuardianConsent" (
    "id" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "guardianName" TEXT NOT NULL,
    "guardianEmail" TEXT NOT NULL,
    "guardianMobile" TEXT,
    "tokenHash" TEXT NOT NULL,
    "state" "GuardianConsentState" NOT NULL DEFAULT 'PENDING',
    "heldEmails" JSONB,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "GuardianConsent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GuardianConsent_tokenHash_key" ON "GuardianConsent"("tokenHash");

-- CreateIndex
CREATE INDEX "GuardianConsent_state_requestedAt_idx" ON "GuardianConsent"("state", "requestedAt");

-- CreateIndex
CREATE UNIQUE INDEX "GuardianConsent_enquiryId_form_key" ON "GuardianConsent"("enquiryId", "form");
