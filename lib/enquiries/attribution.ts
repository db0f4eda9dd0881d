/**
 * Where an enquiry came from, as the browser (components/forms/visit-attribution.ts) or an API
 * client reports it: the page it was sent from, the referring site, and the visit's utm_source,
 * utm_medium and utm_campaign. Optional and never trusted beyond storage: anything that is not a
 * plain value of the right form is dropped, long values are cut, and a bad value never costs the
 * visitor their enquiry.
 */
export type Attribution = {
  pagePath?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

/** The wire names (the utm_* names of the landing URL) and the longest value kept of each. */
export const ATTRIBUTION_FIELDS = { page: 300, referrer: 500, utm_source: 100, utm_medium: 100, utm_campaign: 100 } as const;

const CONTROL = /\p{Cc}/gu;

function clean(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(CONTROL, "").trim().slice(0, max);
  return text || undefined;
}

function pagePath(value: unknown): string | undefined {
  const path = clean(value, ATTRIBUTION_FIELDS.page);
  return path?.startsWith("/") && !path.startsWith("//") ? path : undefined;
}

function referrer(value: unknown): string | undefined {
  const text = clean(value, ATTRIBUTION_FIELDS.referrer);
  if (!text) return undefined;
  try {
    return ["http:", "https:"].includes(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}

export function readAttribution(input: unknown): Attribution {
  if (typeof input !== "object" || input === null) return {};
  const wire = input as Record<string, unknown>;
  const found: Attribution = {
    pagePath: pagePath(wire.page),
    referrer: referrer(wire.referrer),
    utmSource: clean(wire.utm_source, ATTRIBUTION_FIELDS.utm_source),
    utmMedium: clean(wire.utm_medium, ATTRIBUTION_FIELDS.utm_medium),
    utmCampaign: clean(wire.utm_campaign, ATTRIBUTION_FIELDS.utm_campaign),
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
}
