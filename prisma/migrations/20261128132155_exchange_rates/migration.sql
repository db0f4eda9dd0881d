-- The rupee rate of each tuition currency, set by staff, for the indicative figures on university pages.
CREATE TABLE "ExchangeRate" (
    "currency" TEXT NOT NULL,
    "rupees" DECIMAL(10,4) NOT NULL,
    "asOf" DATE NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("currency")
);
