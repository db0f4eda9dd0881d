import type { Chance } from "@/lib/predictor/predict";

const style: Record<Chance, string> = {
  likely: "bg-green-100 text-green-900",
  possible: "bg-amber-100 text-amber-900",
  unlikely: "bg-slate-200 text-slate-800",
};

export const chanceWord: Record<Chance, string> = { likely: "Likely", possible: "Possible", unlikely: "Unlikely" };

export function ChanceBadge({ chance }: { chance: Chance }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${style[chance]}`}>{chanceWord[chance]}</span>
  );
}
