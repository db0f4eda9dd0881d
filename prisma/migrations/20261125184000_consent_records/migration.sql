-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('ENQUIRY', 'MARKETING');

-- CreateEnum
CREATE TYPE "ConsentMethod" AS ENUM ('FORM', 'API');

-- CreateTable
CREATE TABLE "Consent" (
    "id" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "purpose" "ConsentPurpose" NOT NULL,
    "method" "ConsentMethod" NOT NULL,
    "noticeVersion" TEXT NOT NULL,
    "givenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Consent_enquiryId_form_purpose_key" ON "Consent"("enquiryId", "form", "purpose");

