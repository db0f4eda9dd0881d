"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every path change starts at the top of the page (a link to an #anchor keeps its target). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
