-- CreateEnum
CREATE TYPE "WhatsAppDirection" AS ENUM ('IN', 'OUT');

-- CreateEnum
CREATE TYPE "WhatsAppKind" AS ENUM ('TEXT', 'TEMPLATE', 'DOCUMENT', 'IMAGE', 'AUDIO', 'VIDEO', 'BUTTON', 'OTHER');

-- CreateEnum
CREATE TYPE "WhatsAppStatus" AS ENUM ('QUEUED', 'WAITING', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'RECEIVED');

-- AlterEnum
ALTER TYPE "ConsentMethod" ADD VALUE 'WHATSAPP';

-- AlterEnum
ALTER TYPE "LeadSource" ADD VALUE 'WHATSAPP';

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "whatsappInboundAt" TIMESTAMP(3),
ADD COLUMN     "whatsappUnanswered" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "ReplyTemplate" ADD COLUMN     "waLanguage" TEXT,
ADD COLUMN     "waMarketing" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "waParams" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "waTemplateName" TEXT;

-- CreateTable
CREATE TABLE "WhatsAppMessage" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "direction" "WhatsAppDirection" NOT NULL,
    "kind" "WhatsAppKind" NOT NULL,
    "body" TEXT NOT NULL,
    "templateName" TEXT,
    "templateLanguage" TEXT,
    "templateParams" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "marketing" BOOLEAN NOT NULL DEFAULT false,
    "metaId" TEXT,
    "status" "WhatsAppStatus" NOT NULL,
    "errorCode" INTEGER,
    "error" TEXT,
    "mediaId" TEXT,
    "senderId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),

    CONSTRAINT "WhatsAppMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WhatsAppMessage_metaId_key" ON "WhatsAppMessage"("metaId");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_leadId_createdAt_idx" ON "WhatsAppMessage"("leadId", "createdAt");

-- AddForeignKey
ALTER TABLE "WhatsAppMessage" ADD CONSTRAINT "WhatsAppMessage_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsAppMessage" ADD CONSTRAINT "WhatsAppMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
