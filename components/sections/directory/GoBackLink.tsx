"use client";

import Link from "next/link";

/** True when this page was reached by a link inside the site (in-app or a same-site page load). */
function cameFromThisSite(): boolean {
  if (window.history.length < 2) return false;
  // After a client-side navigation the address differs from the document's first URL.
  const [entry] = performance.getEntriesByType("navigation");
  if (entry && entry.name !== window.location.href) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * "Go Back": the previous page when the visitor came from inside the site, else `fallbackHref`
 * (a visitor who opened the link directly has nothing of ours to go back to). A real link, so
 * it also works before JavaScript loads.
 */
export function GoBackLink({ fallbackHref, className }: { fallbackHref: string; className?: string }) {
  return (
    <Link
      href={fallbackHref}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        if (!cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      Go Back
    </Link>
  );
}
