import Link from "next/link";
import type { University } from "@/content/university-schema";
import { Monogram } from "./Monogram";

/** A university in the country tabs: the whole card opens /university/<slug>. */
export function UniversityCard({ university }: { university: University }) {
  return (
    <Link
      href={`/university/${university.slug}`}
      className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
    >
      <Monogram initials={university.badge.initials} colour={university.badge.color} />
      <span className="min-w-0">
        <span className="block text-lg font-bold leading-snug text-brand-900">{university.name}</span>
        <span className="mt-1 block text-sm text-slate-700">{university.location}</span>
        <span className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
          {university.courses}
        </span>
      </span>
    </Link>
  );
}
