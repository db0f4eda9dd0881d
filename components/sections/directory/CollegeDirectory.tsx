"use client";

import { useMemo, useSyncExternalStore } from "react";
import { directoryQueryToSearch, parseDirectoryQuery, type DirectoryCollege } from "@/lib/colleges/directory";
import { CollegeDirectoryView, type DirectoryNavigate } from "./CollegeDirectoryView";

// The view lives in the URL's query string. A change is a history entry without a request; back
// and forward fire popstate, a change made here tells the subscribers itself, and a link to another
// view (the footer's) re-renders the page, which reads the query string afresh.
const viewChanged = new Set<() => void>();

function subscribeToView(onChange: () => void) {
  viewChanged.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    viewChanged.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const navigate: DirectoryNavigate = (next, history) => {
  const url = `${window.location.pathname}${directoryQueryToSearch(next)}`;
  if (history === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  for (const onChange of viewChanged) onChange();
};

/**
 * The directory driven by the URL (?tab, ?q, ?state, ?city, ?fees, ?exam, ?sort). The prerendered
 * HTML is the default view and hydrates as it is; a link to another view re-renders right after.
 */
export function CollegeDirectory({ colleges, chatHref }: { colleges: DirectoryCollege[]; chatHref: string }) {
  const search = useSyncExternalStore(subscribeToView, () => window.location.search, () => "");
  const query = useMemo(() => parseDirectoryQuery(new URLSearchParams(search)), [search]);
  return <CollegeDirectoryView colleges={colleges} query={query} chatHref={chatHref} onNavigate={navigate} />;
}
