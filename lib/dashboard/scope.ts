/** The dashboard's URL read into a scope: the range, and the utm_source and utm_campaign it is narrowed to. */
import { z } from "zod";
import type { Scope } from "./queries";
import { readRange } from "./range";

const tag = z.string().trim().min(1).max(100).optional().catch(undefined);

export function readScope(params: Record<string, string | string[] | undefined>): { scope: Scope; problem?: string } {
  const search = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value]] : Array.isArray(value) && value[0] ? [[key, value[0]]] : [],
    ),
  );
  const { range, problem } = readRange(search);
  return {
    scope: {
      range,
      utmSource: tag.parse(search.get("utm") ?? undefined),
      utmCampaign: tag.parse(search.get("campaign") ?? undefined),
    },
    problem,
  };
}

/** The scope back as the dashboard's search parameters (for the CSV link). */
export function scopeParams(scope: Scope): URLSearchParams {
  const params = new URLSearchParams(
    scope.range.preset ? { days: String(scope.range.preset) } : { from: scope.range.from, to: scope.range.to },
  );
  if (scope.utmSource) params.set("utm", scope.utmSource);
  if (scope.utmCampaign) params.set("campaign", scope.utmCampaign);
  return params;
}
