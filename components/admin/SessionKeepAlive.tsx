"use client";

import { getSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often, at most, activity renews the session: well inside the 8-hour idle limit. */
const RENEW_EVERY_MS = 5 * 60 * 1000;

/**
 * A staff session ends after 8 hours without activity. Page renders cannot rewrite the session
 * cookie, so while the counsellor is active (a click, a key) this asks Auth.js for the session now
 * and then, which renews it; an ended session (logged out elsewhere, disabled) returns to the login.
 */
export function SessionKeepAlive() {
  const router = useRouter();
  useEffect(() => {
    let last = Date.now();
    const renew = async () => {
      if (Date.now() - last < RENEW_EVERY_MS) return;
      last = Date.now();
      const session = await getSession().catch(() => undefined);
      if (session === null) router.replace("/admin");
    };
    const events = ["pointerdown", "keydown"] as const;
    for (const type of events) document.addEventListener(type, renew, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, renew);
    };
  }, [router]);
  return null;
}
