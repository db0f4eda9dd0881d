"use client";

import { useMemo, useRef } from "react";
import { categoryTabLabel, collegeCategories, nirfCategoryLabel, nirfYear } from "@/content/colleges/categories";
import {
  defaultDirectoryQuery,
  directoryFacets,
  hasActiveFilters,
  selectColleges,
  type DirectoryCollege,
  type DirectoryQuery,
} from "@/lib/colleges/directory";
import { CategoryTabs, COLLEGE_PANEL_ID, collegeTabId } from "./CategoryTabs";
import { CollegeCard } from "./CollegeCard";
import { DirectoryFilters } from "./DirectoryFilters";

export type DirectoryNavigate = (next: DirectoryQuery, history: "push" | "replace") => void;

/**
 * The college directory for one view (tab, search, filters, sort). Pure rendering: the caller
 * owns the view (CollegeDirectory keeps it in the URL) and hears of every change the visitor asks for.
 */
export function CollegeDirectoryView({
  colleges,
  query,
  chatHref,
  onNavigate,
}: {
  colleges: DirectoryCollege[];
  query: DirectoryQuery;
  chatHref: string;
  onNavigate: DirectoryNavigate;
}) {
  const shown = useMemo(() => selectColleges(colleges, query), [colleges, query]);
  const facets = useMemo(() => directoryFacets(colleges, query.tab, query.state), [colleges, query.tab, query.state]);
  const label = categoryTabLabel[query.tab];
  const count = useRef<HTMLParagraphElement>(null);
  // The reset buttons vanish once used, so focus moves to the count that now reports the full list.
  const reset = () => {
    onNavigate({ ...defaultDirectoryQuery, tab: query.tab, sort: query.sort }, "push");
    count.current?.focus();
  };
  // Only the search narrows this tab (as after a tab switch): say what it found where, and offer one way out.
  const searchOnly = query.q.trim() !== "" && !hasActiveFilters({ ...query, q: "" });
  const elsewhere = useMemo(
    () =>
      searchOnly && shown.length === 0
        ? collegeCategories
            .filter((tab) => tab !== query.tab)
            .map((tab) => ({ tab, found: selectColleges(colleges, { ...defaultDirectoryQuery, tab, q: query.q }).length }))
            .filter(({ found }) => found > 0)
        : [],
    [colleges, query.q, query.tab, searchOnly, shown.length],
  );

  return (
    <div>
      {/* Another tab starts unfiltered (its states and exams differ); the search and sort carry over. */}
      <CategoryTabs
        active={query.tab}
        onSelect={(tab) => onNavigate({ ...defaultDirectoryQuery, tab, q: query.q, sort: query.sort }, "push")}
      />
      <div id={COLLEGE_PANEL_ID} role="tabpanel" aria-labelledby={collegeTabId(query.tab)} className="pt-6">
        <h2 className="sr-only">{`${label} colleges`}</h2>
        <DirectoryFilters query={query} facets={facets} onChange={onNavigate} />

        <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
          <p ref={count} tabIndex={-1} role="status" className="font-semibold text-slate-800">
            {`Showing ${shown.length} of ${facets.total} ${label} colleges`}
          </p>
          <p className="text-sm text-slate-600">{`Ranks: NIRF ${nirfYear}, ${nirfCategoryLabel[query.tab]}`}</p>
        </div>
        {hasActiveFilters(query) && shown.length > 0 && (
          <button
            type="button"
            onClick={() => reset()}
            className="mt-2 rounded text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            Clear search and filters
          </button>
        )}

        {shown.length > 0 ? (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((college) => (
              <li key={college.slug} className="render-when-near">
                <CollegeCard college={college} chatHref={chatHref} />
              </li>
            ))}
          </ul>
        ) : searchOnly ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-400 bg-slate-50 p-8 text-center">
            <h3 className="text-lg font-bold text-brand-900">{`“${query.q.trim()}” finds no ${label} college`}</h3>
            {elsewhere.length > 0 && (
              <p className="mt-2 text-slate-700">
                {`It finds ${elsewhere.map(({ tab, found }) => `${found} on ${categoryTabLabel[tab]}`).join(" and ")}.`}
              </p>
            )}
            <button
              type="button"
              onClick={() => reset()}
              className="mt-4 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Clear the search
            </button>
          </div>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-400 bg-slate-50 p-8 text-center">
            <h3 className="text-lg font-bold text-brand-900">No colleges match your search</h3>
            <p className="mt-2 text-slate-700">Try fewer words, another state or a wider fee range.</p>
            <button
              type="button"
              onClick={() => reset()}
              className="mt-4 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Reset filters
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
