import { stats, statsAnimation } from "@/content/about";
import { StatsCounters } from "./StatsCounters";

export function StatsStrip() {
  return (
    <section aria-label="Disha in numbers" className="bg-brand-900 py-12">
      <StatsCounters stats={stats} durationMs={statsAnimation.durationMs} threshold={statsAnimation.visibilityThreshold} />
    </section>
  );
}
