"use client";

import { useId, useRef, useState, useSyncExternalStore } from "react";
import { isPlainClick } from "@/components/ui/plain-click";

type Tab = { key: string; label: string; panel: React.ReactNode; href?: string };

/** The query parameter that names the open tab, in a tab's `href` and in the address bar. */
const PARAM = "country";

const tabInAddress = () => new URLSearchParams(window.location.search).get(PARAM);

function subscribeToHistory(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/** The address with `key` as its tab; the first tab, the default, needs none. */
function addressWith(key: string, isDefault: boolean): string {
  const url = new URL(window.location.href);
  if (isDefault) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Tabs over server-rendered panels: every panel is in the HTML (so every university link is
 * crawlable), only the selected one is shown. A tab with an `href` is a link to the page with
 * that tab open, so it works without JavaScript; with JavaScript a click switches in place. Either
 * way the address bar names the open tab (?country=canada), and the tab named there is opened on
 * arrival, so a visitor who goes back from a university finds the country they left.
 */
export function CountryTabs({ label, tabs, initial }: { label: string; tabs: Tab[]; initial: string }) {
  // History may bring back an address whose page was rendered with another tab (Back restores
  // the page as first loaded, before the tab was switched): the address wins over `initial`, and
  // a click here wins over both.
  // The server rendered this for the address naming `initial` (the first tab's address names
  // none), so hydration agrees with the address and has nothing to render again.
  const named = useSyncExternalStore(subscribeToHistory, tabInAddress, () => (initial === tabs[0]?.key ? null : initial));
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? (tabs.some((tab) => tab.key === named) ? named : null) ?? initial;
  const items = useRef<(HTMLElement | null)[]>([]);
  const id = useId();

  function select(tab: Tab) {
    setChosen(tab.key);
    window.history.replaceState(null, "", tab.href ?? addressWith(tab.key, tab.key === tabs[0]?.key));
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
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
    const tab = target === null ? undefined : tabs[target];
    if (!tab || target === null) return;
    event.preventDefault();
    items.current[target]?.focus();
    select(tab);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          const props = {
            role: "tab",
            id: `${id}-tab-${tab.key}`,
            "aria-selected": selected,
            "aria-controls": `${id}-panel-${tab.key}`,
            tabIndex: selected ? 0 : -1,
            onKeyDown: (event: React.KeyboardEvent) => onKeyDown(event, index),
            className: `shrink-0 rounded-full border px-5 py-2 font-semibold ${
              selected
                ? "border-brand-800 bg-brand-800 text-white"
                : "border-slate-300 bg-white text-brand-900 hover:border-brand-600"
            }`,
          };
          const ref = (element: HTMLElement | null) => {
            items.current[index] = element;
          };
          return tab.href ? (
            <a
              key={tab.key}
              ref={ref}
              href={tab.href}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                select(tab);
              }}
              {...props}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.key} ref={ref} type="button" onClick={() => select(tab)} {...props}>
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
