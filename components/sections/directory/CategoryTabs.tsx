"use client";

import { useRef } from "react";
import { categoryTabLabel, collegeCategories, type CollegeCategory } from "@/content/colleges/categories";
import { collegeTabPath } from "@/lib/colleges/directory";
import { isPlainClick } from "@/components/ui/plain-click";

export const COLLEGE_PANEL_ID = "college-list-panel";
export const collegeTabId = (category: CollegeCategory) => `college-tab-${category}`;

/**
 * The B.Tech / Medical / Management tabs (ARIA tabs: arrow keys, Home and End move between them).
 * Each is a link to its tab's page, so it works without JavaScript (or opened in a new tab); a
 * plain click switches the list in place.
 */
export function CategoryTabs({ active, onSelect }: { active: CollegeCategory; onSelect: (category: CollegeCategory) => void }) {
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = collegeCategories.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
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
          <a
            key={category}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            href={collegeTabPath(category)}
            role="tab"
            id={collegeTabId(category)}
            aria-selected={selected}
            aria-controls={COLLEGE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(category);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px flex-1 whitespace-nowrap border-b-4 px-2 py-3 text-center text-base font-semibold sm:flex-none sm:px-5 ${
              selected
                ? "border-accent-500 text-brand-900"
                : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-900"
            }`}
          >
            {categoryTabLabel[category]}
          </a>
        );
      })}
    </div>
  );
}
