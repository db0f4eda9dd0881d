-- DropIndex
DROP INDEX "College_category_nirfRank_idx";

-- CreateIndex
CREATE UNIQUE INDEX "College_category_nirfRank_key" ON "College"("category", "nirfRank");

