-- AlterEnum
ALTER TYPE "LeadSource" ADD VALUE 'IMPORT';

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "importFile" TEXT,
ADD COLUMN     "importKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Lead_importKey_key" ON "Lead"("importKey");

