"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { directoryQueryToSearch, parseDirectoryQuery, type DirectoryCollege } from "@/lib/colleges/directory";
import { CollegeDirectoryView, type DirectoryNavigate } from "./CollegeDirectoryView";

// Next.js syncs the native history API with useSearchParams, so a view change is a URL change
// without a request, and back/forward restore the view.
const navigate: DirectoryNavigate = (next, history) => {
  const url = `${window.location.pathname}${directoryQueryToSearch(next)}`;
  if (history === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
};

/** The directory driven by the URL (?tab, ?q, ?state, ?city, ?fees, ?exam, ?sort). */
export function CollegeDirectory({ colleges, chatHref }: { colleges: DirectoryCollege[]; chatHref: string }) {
  const search = useSearchParams().toString();
  const query = useMemo(() => parseDirectoryQuery(new URLSearchParams(search)), [search]);
  return <CollegeDirectoryView colleges={colleges} query={query} chatHref={chatHref} onNavigate={navigate} />;
}
