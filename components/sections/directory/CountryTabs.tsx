"use client";

import { useId, useRef, useState } from "react";

/**
 * Tabs over server-rendered panels: every panel is in the HTML (so every university link is
 * crawlable and works without JavaScript), only the selected one is shown.
 */
export function CountryTabs({
  label,
  tabs,
  initial,
}: {
  label: string;
  tabs: { key: string; label: string; panel: React.ReactNode }[];
  initial: string;
}) {
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab || target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    setActive(tab.key);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 rounded-full border px-5 py-2 font-semibold ${
                selected
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-white text-brand-900 hover:border-brand-600"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${id}-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="mt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
