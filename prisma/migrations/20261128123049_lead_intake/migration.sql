-- Leads from Meta and Google lead ads and partner portals (lib/intake).
ALTER TYPE "LeadSource" ADD VALUE 'META_LEAD_AD';
ALTER TYPE "LeadSource" ADD VALUE 'GOOGLE_LEAD_FORM';
ALTER TYPE "LeadSource" ADD VALUE 'PARTNER';

ALTER TYPE "ConsentMethod" ADD VALUE 'META_LEAD_AD';
ALTER TYPE "ConsentMethod" ADD VALUE 'GOOGLE_LEAD_FORM';
ALTER TYPE "ConsentMethod" ADD VALUE 'PARTNER';

ALTER TABLE "Lead" ALTER COLUMN "percentage" DROP NOT NULL,
  ADD COLUMN "externalId" TEXT,
  ADD COLUMN "partnerName" TEXT,
  ADD COLUMN "adFormId" TEXT,
  ADD COLUMN "adId" TEXT,
  ADD COLUMN "adCampaignId" TEXT,
  ADD COLUMN "incomplete" BOOLEAN NOT NULL DEFAULT false;

CREATE UNIQUE INDEX "Lead_externalId_key" ON "Lead"("externalId");
CREATE INDEX "Lead_source_createdAt_idx" ON "Lead"("source", "createdAt");

CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "test" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "WebhookDelivery_channel_bodyHash_key" ON "WebhookDelivery"("channel", "bodyHash");
CREATE INDEX "WebhookDelivery_processedAt_receivedAt_idx" ON "WebhookDelivery"("processedAt", "receivedAt");
CREATE INDEX "WebhookDelivery_channel_receivedAt_idx" ON "WebhookDelivery"("channel", "receivedAt");

CREATE TABLE "LeadAdForm" (
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "defaultCourse" TEXT,
    "watermark" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeadAdForm_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "IntakeChannelState" (
    "channel" TEXT NOT NULL,
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "lastOkAt" TIMESTAMP(3),

    CONSTRAINT "IntakeChannelState_pkey" PRIMARY KEY ("channel")
);

CREATE TABLE "PartnerKey" (
    "id" TEXT NOT NULL,
    "partnerName" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "keyPrefix" TEXT NOT NULL,
    "perMinute" INTEGER NOT NULL DEFAULT 60,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "PartnerKey_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PartnerKey_keyHash_key" ON "PartnerKey"("keyHash");
