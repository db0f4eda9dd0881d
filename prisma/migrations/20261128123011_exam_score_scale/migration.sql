-- The exam score on the exam's own scale (lib/leads/exam-score.ts): NEET marks up to 720 and
-- JEE Main's percentile to seven decimals, as NTA publishes it. Widening keeps every stored value.
ALTER TABLE "Lead" ALTER COLUMN "examPercentage" SET DATA TYPE DECIMAL(10,7);
