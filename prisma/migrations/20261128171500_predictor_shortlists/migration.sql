-- CreateTable
CREATE TABLE "ShortlistSeat" (
    "userId" TEXT NOT NULL,
    "seatKey" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShortlistSeat_pkey" PRIMARY KEY ("userId","seatKey")
);

-- CreateTable
CREATE TABLE "LeadSeat" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "seatKey" TEXT NOT NULL,
    "institute" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "quota" TEXT NOT NULL,
    "seatType" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "closingRank" INTEGER,
    "closingYear" INTEGER,

    CONSTRAINT "LeadSeat_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ShortlistSeat_userId_position_idx" ON "ShortlistSeat"("userId", "position");

-- CreateIndex
CREATE INDEX "LeadSeat_leadId_position_idx" ON "LeadSeat"("leadId", "position");

-- AddForeignKey
ALTER TABLE "ShortlistSeat" ADD CONSTRAINT "ShortlistSeat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadSeat" ADD CONSTRAINT "LeadSeat_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

