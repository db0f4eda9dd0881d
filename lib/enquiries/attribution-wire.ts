/** Where an enquiry came from (lib/enquiries/attribution.ts), as the list APIs and the CSV exports write it. */
import type { CsvColumn } from "@/lib/export/csv";

export type AttributionRow = {
  pagePath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** Under the wire names a visit reports them with (the landing URL's utm_* names). */
export const toWireAttribution = (row: AttributionRow) => ({
  page: row.pagePath,
  referrer: row.referrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
});

export const attributionCsvColumns = <Row extends AttributionRow>(): CsvColumn<Row>[] => [
  { header: "Page", value: (row) => row.pagePath },
  { header: "Referrer", value: (row) => row.referrer },
  { header: "utm_source", value: (row) => row.utmSource },
  { header: "utm_medium", value: (row) => row.utmMedium },
  { header: "utm_campaign", value: (row) => row.utmCampaign },
];
