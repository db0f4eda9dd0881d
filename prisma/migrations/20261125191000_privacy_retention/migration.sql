-- CreateTable
CREATE TABLE "PrivacySettings" (
    "id" TEXT NOT NULL DEFAULT 'privacy',
    "enquiryDays" INTEGER NOT NULL DEFAULT 1095,
    "resumeDays" INTEGER NOT NULL DEFAULT 365,
    "emailBodyDays" INTEGER NOT NULL DEFAULT 90,
    "auditDays" INTEGER NOT NULL DEFAULT 365,
    "erasureDueDays" INTEGER NOT NULL DEFAULT 30,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PrivacySettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RetentionNotice" (
    "form" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RetentionNotice_pkey" PRIMARY KEY ("form","enquiryId")
);

-- CreateTable
CREATE TABLE "BreachRecord" (
    "id" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "detectedAt" TIMESTAMP(3) NOT NULL,
    "dataAffected" TEXT NOT NULL,
    "peopleAffected" INTEGER NOT NULL,
    "noticeText" TEXT NOT NULL,
    "recordedById" TEXT,
    "noticesSentAt" TIMESTAMP(3),
    "noticesSent" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BreachRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BreachRecord_createdAt_idx" ON "BreachRecord"("createdAt");
