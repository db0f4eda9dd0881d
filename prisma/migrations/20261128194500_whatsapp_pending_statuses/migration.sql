-- CreateTable
CREATE TABLE "WhatsAppPendingStatus" (
    "metaId" TEXT NOT NULL,
    "status" "WhatsAppStatus" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "errorCode" INTEGER,
    "error" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WhatsAppPendingStatus_pkey" PRIMARY KEY ("metaId","status")
);

-- CreateIndex
CREATE INDEX "WhatsAppPendingStatus_receivedAt_idx" ON "WhatsAppPendingStatus"("receivedAt");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_direction_createdAt_idx" ON "WhatsAppMessage"("direction", "createdAt");

