"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import {
  canonicalDirectorySearch,
  directoryQueryToSearch,
  parseDirectoryQuery,
  type DirectoryCollege,
  type DirectoryQuery,
} from "@/lib/colleges/directory";
import { CollegeDirectoryView, type DirectoryNavigate } from "./CollegeDirectoryView";

// The view lives in the URL's query string, read straight from window.location. The subscribers
// hear of a change made here at once, and of any other (a link to another view, back and forward)
// from the watcher below.
const viewChanged = new Set<() => void>();

function subscribeToView(onChange: () => void) {
  viewChanged.add(onChange);
  return () => void viewChanged.delete(onChange);
}

function announceViewChange() {
  for (const onChange of viewChanged) onChange();
}

/**
 * The view the address shows, written as the server wrote the view it rendered: /admisson and
 * /admisson?tab=btech are one view, and comparing the raw query strings would make React render
 * the whole list again right after hydration, for nothing. Kept per address (React reads it often).
 */
let lastSearch: string | undefined;
let lastView = "";
function viewInAddress(): string {
  const search = window.location.search;
  if (search !== lastSearch) {
    lastSearch = search;
    lastView = canonicalDirectorySearch(search);
  }
  return lastView;
}

const navigate: DirectoryNavigate = (next, history) => {
  const url = `${window.location.pathname}${directoryQueryToSearch(next)}`;
  if (history === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  announceViewChange();
};

/**
 * Next.js keeps useSearchParams in step with every URL change. It renders nothing and sits in a
 * Suspense boundary of its own, so only it, not the list, waits for the browser's URL.
 */
function QueryStringWatcher() {
  const search = useSearchParams().toString();
  useEffect(announceViewChange, [search]);
  return null;
}

/**
 * The directory driven by the URL (?tab, ?q, ?state, ?city, ?fees, ?exam, ?sort). The server
 * renders the view the URL asks for (`initialQuery`), which hydrates as it is; from then on every
 * change is filtered here, at once, from the whole list.
 */
export function CollegeDirectory({
  colleges,
  initialQuery,
  chatHref,
}: {
  colleges: DirectoryCollege[];
  initialQuery: DirectoryQuery;
  chatHref: string;
}) {
  const search = useSyncExternalStore(subscribeToView, viewInAddress, () => directoryQueryToSearch(initialQuery));
  const query = useMemo(() => parseDirectoryQuery(new URLSearchParams(search)), [search]);
  return (
    <>
      <Suspense fallback={null}>
        <QueryStringWatcher />
      </Suspense>
      <CollegeDirectoryView colleges={colleges} query={query} chatHref={chatHref} onNavigate={navigate} />
    </>
  );
}
