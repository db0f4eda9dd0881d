"use client";

import { useEffect } from "react";

/** The band at the viewport's foot the floating buttons occupy (bottom-5 plus a 56 px button, and a gap). */
const FLOATING_BAND_PX = 88;

/**
 * Lifts the floating buttons (#quick-contact) above any control marked `data-keep-clear` (the home
 * slider's) while that control sits in their band at the foot of the screen, as it does at rest on
 * a phone; they drop back once it scrolls away, or while the lift would cover the focused element.
 * The lift is a CSS variable read by app/globals.css.
 */
export function KeepControlsClear() {
  useEffect(() => {
    const floating = document.getElementById("quick-contact");
    if (!floating) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const band = window.innerHeight - FLOATING_BAND_PX;
      let lift = 0;
      for (const control of document.querySelectorAll("[data-keep-clear]")) {
        const box = control.getBoundingClientRect();
        if (box.bottom > band && box.top < window.innerHeight) lift = Math.max(lift, window.innerHeight - box.top);
      }
      // Never onto the element a keyboard user is on: lifted, they would cover what sits above the controls.
      const focused = document.activeElement;
      if (lift > 0 && focused instanceof HTMLElement && focused !== document.body && !floating.contains(focused)) {
        const box = focused.getBoundingClientRect();
        if (box.bottom > band - lift && box.top < window.innerHeight - lift) lift = 0;
      }
      floating.style.setProperty("--quick-contact-lift", `${Math.ceil(lift)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
    };
  }, []);
  return null;
}
