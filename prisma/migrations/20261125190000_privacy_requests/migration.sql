-- CreateEnum
CREATE TYPE "PrivacyRequestKind" AS ENUM ('ACCESS', 'CORRECTION', 'ERASURE', 'WITHDRAW');

-- CreateEnum
CREATE TYPE "PrivacyRequestState" AS ENUM ('RECEIVED', 'VERIFIED', 'DONE', 'EXPIRED');

-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" TEXT NOT NULL,
    "kind" "PrivacyRequestKind" NOT NULL,
    "contact" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "state" "PrivacyRequestState" NOT NULL DEFAULT 'RECEIVED',
    "note" TEXT,
    "dueAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verifiedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "PrivacyRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ErasureLedger" (
    "contactHash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "erasedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErasureLedger_pkey" PRIMARY KEY ("contactHash")
);

-- CreateIndex
CREATE UNIQUE INDEX "PrivacyRequest_tokenHash_key" ON "PrivacyRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "PrivacyRequest_createdAt_idx" ON "PrivacyRequest"("createdAt");

-- CreateIndex
CREATE INDEX "PrivacyRequest_contact_idx" ON "PrivacyRequest"("contact");
