"use client";

import { useId, useState } from "react";
import { nirfCategoryLabel, nirfYear } from "@/content/colleges/categories";
import { collegeChatHref, descriptionPreview, type DirectoryCollege } from "@/lib/colleges/directory";
import { monogramColour, monogramInitials } from "@/lib/colleges/monogram";
import { Monogram } from "./Monogram";
import { StarRating } from "./StarRating";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * One college. The Read More state belongs to this card alone (a card is keyed by its slug, so
 * the state never leaks to another college or another tab).
 */
export function CollegeCard({ college, chatHref }: { college: DirectoryCollege; chatHref: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const headingId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const preview = descriptionPreview(college.description);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <Monogram initials={monogramInitials(college.shortName)} colour={monogramColour(college.slug)} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold leading-snug text-brand-900">
            {college.name}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="currentColor" className="shrink-0">
              <path d="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6a2.5 2.5 0 010 5.5z" />
            </svg>
            <span>
              {college.city}, {college.state}
            </span>
          </p>
        </div>
      </div>

      <div className="mt-3 flex items-center justify-between gap-3">
        <StarRating value={college.rating} />
        <p
          className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950"
          title={`NIRF ${nirfYear}, ${nirfCategoryLabel[college.category]}`}
        >
          #{college.nirfRank} NIRF
          <span className="sr-only">{` ${nirfYear} ${nirfCategoryLabel[college.category]} rank`}</span>
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-brand-50 p-4">
        <Fact label="Fees" value={college.fees} />
        <Fact label="Avg Package" value={college.avgPackage} />
        <Fact label="Accreditation" value={college.accreditation} />
        <Fact label="Exams" value={college.exams.join(", ")} />
      </dl>

      <p id={descriptionId} className="mt-4 text-sm leading-6 text-slate-700">
        {expanded ? college.description : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 self-start rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {expanded ? "Read Less" : "Read More"}
          <span className="sr-only">{` about ${college.shortName}`}</span>
        </button>
      )}

      <div className="mt-auto pt-5">
        <a
          href={collegeChatHref(chatHref, college)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-center rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Get Free Counselling
          <span className="sr-only">{` about ${college.shortName} (opens WhatsApp in a new tab)`}</span>
        </a>
      </div>
    </article>
  );
}
