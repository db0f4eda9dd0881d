-- CreateEnum
CREATE TYPE "SessionKind" AS ENUM ('BROWSER', 'API');

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "secret" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "AccountSession" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "SessionKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountSession_userId_idx" ON "AccountSession"("userId");

-- CreateIndex
CREATE INDEX "AccountSession_expiresAt_idx" ON "AccountSession"("expiresAt");

-- AddForeignKey
ALTER TABLE "AccountSession" ADD CONSTRAINT "AccountSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The login codes and reset links already sent are blanked like every later one (lib/mail/delivery.ts).
UPDATE "OutboxEmail" SET "secret" = true WHERE "subject" LIKE 'Your login code%' OR "subject" = 'Reset your password';
UPDATE "OutboxEmail" SET "subject" = 'Your login code' WHERE "secret" AND "subject" LIKE 'Your login code%';
UPDATE "OutboxEmail" SET "text" = '(removed once sent: it held a one-time secret)', "html" = NULL WHERE "secret" AND "status" <> 'PENDING';
