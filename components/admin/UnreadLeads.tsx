"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Often enough for a counsellor to call within minutes; light enough for a whole team's tabs. */
const POLL_MS = 30_000;
const CHANGED = "disha:unread-leads-changed";

/** Tells the count that it changed here (a lead was just read), so it asks at once. */
export function announceUnreadChange() {
  window.dispatchEvent(new Event(CHANGED));
}

export type LeadCounts = { unread: number; due: number };

/**
 * How many leads assigned to the caller they have not opened yet, and how many of their follow-ups
 * are due, kept current without a reload: asked again every half minute while the tab is visible,
 * when it becomes visible, on each navigation and when a lead was just read. When the new count
 * grows and the counsellor allowed desktop notifications, one says so.
 */
export function useLeadCounts(enabled: boolean): LeadCounts {
  const pathname = usePathname();
  const [counts, setCounts] = useState<LeadCounts>({ unread: 0, due: 0 });
  const known = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const load = async () => {
      if (document.visibilityState !== "visible") return;
      const response = await fetch("/api/admin/unread-leads", { cache: "no-store" }).catch(() => null);
      if (!response?.ok || stopped) return;
      const now = (await response.json()) as LeadCounts;
      if (
        known.current !== null &&
        now.unread > known.current &&
        "Notification" in window &&
        Notification.permission === "granted"
      ) {
        new Notification(now.unread === 1 ? "A new lead is yours" : `${now.unread} new leads are yours`, {
          body: "Open the Contact List to call them.",
          tag: "disha-new-leads",
        });
      }
      known.current = now.unread;
      setCounts(now);
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    document.addEventListener("visibilitychange", load);
    window.addEventListener(CHANGED, load);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", load);
      window.removeEventListener(CHANGED, load);
    };
  }, [enabled, pathname]);

  return counts;
}

/** "3 new" and "2 due" beside the Contact List; nothing at zero. */
export function LeadCountBadges({ counts }: { counts: LeadCounts }) {
  return (
    <>
      {counts.unread > 0 && (
        <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">{counts.unread} new</span>
      )}
      {counts.due > 0 && (
        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">{counts.due} due</span>
      )}
    </>
  );
}

const noSubscription = () => () => undefined;
const notificationPermission = () => ("Notification" in window ? Notification.permission : "unsupported");

/**
 * Desktop alerts: the button asks, on the counsellor's click, whether the browser may show them;
 * once allowed, a line says they are on; refused, where to allow them; a prompt closed without an
 * answer (the permission stays "default") says so and keeps the button.
 */
export function DesktopAlertsButton() {
  const permission = useSyncExternalStore(noSubscription, notificationPermission, () => "unsupported");
  const [answer, setAnswer] = useState<NotificationPermission | null>(null);
  const state = answer ?? permission;
  const line = "mt-2 px-3 text-sm text-white/80";
  if (state === "unsupported") return null;
  if (state === "granted") return <p className={line}>Desktop alerts on</p>;
  if (state === "denied")
    return <p className={line}>Desktop alerts are blocked: allow notifications in this site&apos;s settings.</p>;
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(await Notification.requestPermission())}
        className="mt-2 w-full rounded-lg px-3 py-1.5 text-left text-sm font-medium hover:bg-white/10"
      >
        Turn on desktop alerts
      </button>
      {answer === "default" && (
        <p role="status" className={line}>
          The browser&apos;s question was closed without an answer: tap again and choose Allow.
        </p>
      )}
    </>
  );
}
