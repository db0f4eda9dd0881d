-- CreateTable
CREATE TABLE "JosaaCutoff" (
    "year" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "institute" TEXT NOT NULL,
    "instituteSlug" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "quota" TEXT NOT NULL,
    "seatType" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "openingRank" INTEGER NOT NULL,
    "closingRank" INTEGER NOT NULL,
    "preparatory" BOOLEAN,

    CONSTRAINT "JosaaCutoff_pkey" PRIMARY KEY ("year","round","institute","program","quota","seatType","gender")
);

-- CreateTable
CREATE TABLE "JosaaImport" (
    "year" INTEGER NOT NULL,
    "rounds" INTEGER NOT NULL,
    "rows" INTEGER NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JosaaImport_pkey" PRIMARY KEY ("year")
);

-- CreateIndex
CREATE INDEX "JosaaCutoff_instituteSlug_year_idx" ON "JosaaCutoff"("instituteSlug", "year");
