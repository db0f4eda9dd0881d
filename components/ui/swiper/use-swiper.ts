"use client";

import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import type Swiper from "swiper";
import type { SwiperOptions } from "swiper/types";

/** Shared by both carousels: arrows move the slides while focus is on the carousel's controls. */
export const keyboardOptions = { enabled: false, onlyInViewport: true, pageUpDown: false } as const;

/**
 * When Swiper is set up without the visitor reaching for the carousel: once the page has loaded
 * and the browser is idle (a carousel on the first screen, whose autoplay must start by itself),
 * or only when it comes within a screen of the viewport (one further down, which until then costs
 * the page nothing).
 */
type Start = "idle" | "near-view";

/**
 * Mounts Swiper on server-rendered slides (`track`, a `.swiper` element inside `root`). The
 * slides are in the HTML and the first one is painted before any of Swiper's code is fetched:
 * it is loaded as `start` says, or at once when the visitor reaches for the carousel. Returns
 * the instance once it exists.
 *
 * Swiper's keyboard module listens on the whole document; it is switched on only while focus is
 * on the carousel itself or its controls, so arrow keys elsewhere (tabs, menus, a link inside a
 * slide) keep their own meaning and PageUp/PageDown always scroll.
 */
export function useSwiper(
  root: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  start: Start = "idle",
): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const currentOptions = useEffectEvent(options);

  useEffect(() => {
    const rootElement = root.current;
    const trackElement = track.current;
    if (!rootElement || !trackElement) return;
    let instance: Swiper | undefined;
    let requested = false;
    let cancelled = false;
    let idle: number | undefined;
    let nearView: IntersectionObserver | undefined;

    const switchKeyboardFor = (target: EventTarget | null) => {
      const onControl = target instanceof Element && rootElement.contains(target) && !target.closest(".swiper-slide");
      if (onControl) instance?.keyboard.enable();
      else instance?.keyboard.disable();
    };
    const onFocusIn = (event: FocusEvent) => switchKeyboardFor(event.target);
    const onFocusOut = (event: FocusEvent) => switchKeyboardFor(event.relatedTarget);

    const load = () => {
      if (requested) return;
      requested = true;
      void import("./create-swiper").then(({ createSwiper }) => {
        if (cancelled) return;
        instance = createSwiper(trackElement, { keyboard: keyboardOptions, ...currentOptions() });
        switchKeyboardFor(document.activeElement);
        setSwiper(instance);
      });
    };
    const loadWhenIdle = () => {
      nearView?.disconnect();
      if (requested || idle !== undefined) return;
      idle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(load, { timeout: 2000 })
          : window.setTimeout(load, 200);
    };
    if (start === "near-view") {
      nearView = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadWhenIdle(), {
        rootMargin: "100% 0px",
      });
      nearView.observe(rootElement);
    } else if (document.readyState === "complete") loadWhenIdle();
    else window.addEventListener("load", loadWhenIdle, { once: true });
    const intents = ["pointerenter", "touchstart", "focusin"] as const;
    for (const type of intents) rootElement.addEventListener(type, load, { once: true, passive: true });
    rootElement.addEventListener("focusin", onFocusIn);
    rootElement.addEventListener("focusout", onFocusOut);

    return () => {
      cancelled = true;
      nearView?.disconnect();
      window.removeEventListener("load", loadWhenIdle);
      if (idle !== undefined && typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      for (const type of intents) rootElement.removeEventListener(type, load);
      rootElement.removeEventListener("focusin", onFocusIn);
      rootElement.removeEventListener("focusout", onFocusOut);
      instance?.destroy(true, false);
      setSwiper(null);
    };
  }, [root, track, start]);

  return swiper;
}
