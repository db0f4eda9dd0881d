"use client";

import { useRef } from "react";
import { categoryTabLabel, collegeCategories, type CollegeCategory } from "@/content/colleges/categories";

export const COLLEGE_PANEL_ID = "college-list-panel";
export const collegeTabId = (category: CollegeCategory) => `college-tab-${category}`;

/** The B.Tech / Medical / Management tabs (ARIA tabs: arrow keys, Home and End move between them). */
export function CategoryTabs({
  active,
  onSelect,
}: {
  active: CollegeCategory;
  onSelect: (category: CollegeCategory) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = collegeCategories.length - 1;
    const target =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const category = collegeCategories[target];
    if (!category) return;
    tabs.current[target]?.focus();
    onSelect(category);
  }

  return (
    <div role="tablist" aria-label="College category" className="flex gap-1 border-b border-slate-200 sm:gap-2">
      {collegeCategories.map((category, index) => {
        const selected = category === active;
        return (
          <button
            key={category}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={collegeTabId(category)}
            aria-selected={selected}
            aria-controls={COLLEGE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px flex-1 whitespace-nowrap border-b-4 px-2 py-3 text-base font-semibold sm:flex-none sm:px-5 ${
              selected
                ? "border-accent-500 text-brand-900"
                : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-900"
            }`}
          >
            {categoryTabLabel[category]}
          </button>
        );
      })}
    </div>
  );
}
