"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";

export type SnapPosition = {
  /** The first item at least half in view. */
  index: number;
  /** How many items fit in the scroller at the current width. */
  perView: number;
  atStart: boolean;
  atEnd: boolean;
};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

const items = (scroller: HTMLElement) => Array.from(scroller.children) as HTMLElement[];

/** Each item's scroll position: its distance from the first item. */
function itemOffsets(scroller: HTMLElement): number[] {
  const list = items(scroller);
  const first = list[0]?.offsetLeft ?? 0;
  return list.map((item) => item.offsetLeft - first);
}

function measure(scroller: HTMLElement): SnapPosition {
  const list = items(scroller);
  const width = list[0]?.offsetWidth || scroller.clientWidth || 1;
  const stride = itemOffsets(scroller)[1] || width;
  const gap = stride - width;
  const left = scroller.scrollLeft;
  return {
    index: Math.max(0, Math.min(list.length - 1, Math.round(left / stride))),
    perView: Math.max(1, Math.round((scroller.clientWidth + gap) / stride)),
    atStart: left <= 1,
    atEnd: left >= scroller.scrollWidth - scroller.clientWidth - 1,
  };
}

/**
 * A horizontal CSS scroll-snap track: the browser does swiping, momentum and snapping; this hook
 * reports which item is in view and scrolls to an item in `speedMs` (instantly when the visitor
 * prefers reduced motion).
 */
export function useSnapScroller(speedMs: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef(0);
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState<SnapPosition>({ index: 0, perView: 1, atStart: true, atEnd: false });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // Scroll and resize notifications already come at most once a frame.
    const update = () => {
      const next = measure(scroller);
      setPosition((current) =>
        current.index === next.index && current.perView === next.perView && current.atStart === next.atStart && current.atEnd === next.atEnd
          ? current
          : next,
      );
    };
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    scroller.addEventListener("scroll", update, { passive: true });
    return () => {
      resize.disconnect();
      scroller.removeEventListener("scroll", update);
    };
  }, []);

  useEffect(() => () => cancelAnimationFrame(animationRef.current), []);

  const scrollToIndex = useCallback(
    (target: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const offsets = itemOffsets(scroller);
      const clamped = Math.max(0, Math.min(offsets.length - 1, target));
      const left = Math.min(offsets[clamped] ?? 0, scroller.scrollWidth - scroller.clientWidth);
      cancelAnimationFrame(animationRef.current);
      if (reducedMotion || speedMs <= 0) {
        scroller.scrollTo({ left, behavior: "instant" });
        return;
      }
      // Snapping would fight the frame-by-frame scroll, so it is off while the animation runs.
      const start = scroller.scrollLeft;
      const startedAt = performance.now();
      scroller.style.scrollSnapType = "none";
      const step = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / speedMs);
        scroller.scrollLeft = start + (left - start) * easeOutCubic(progress);
        if (progress < 1) animationRef.current = requestAnimationFrame(step);
        else scroller.style.scrollSnapType = "";
      };
      animationRef.current = requestAnimationFrame(step);
    },
    [reducedMotion, speedMs],
  );

  return { scrollerRef, position, scrollToIndex, reducedMotion };
}
