"use client";

import { Children, useEffect, useId, useState } from "react";
import { useSnapScroller } from "@/components/ui/use-snap-scroller";
import { ArrowIcon } from "@/components/ui/ArrowIcon";

type Rotation = "auto" | "playing" | "stopped";

/**
 * An auto-rotating carousel, one slide in view (WAI-ARIA APG carousel pattern). Slides are
 * server-rendered children; this component adds the controls. Swiping is native scrolling with
 * CSS scroll snap. Rotation pauses while the pointer is over it or focus is inside it, never
 * starts by itself when the visitor prefers reduced motion, and can be stopped with a button.
 * Slides out of view are inert, so Tab only reaches the slide on screen.
 */
export function Carousel({
  label,
  slideTitles,
  speedMs,
  autoplayDelayMs,
  children,
}: {
  label: string;
  slideTitles: string[];
  speedMs: number;
  autoplayDelayMs: number;
  children: React.ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const { scrollerRef, position, scrollToIndex, reducedMotion } = useSnapScroller(speedMs);
  const { index } = position;
  const [rotation, setRotation] = useState<Rotation>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackId = useId();

  const rotating = rotation === "playing" || (rotation === "auto" && !reducedMotion);
  const advancing = rotating && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => scrollToIndex((index + 1) % count), autoplayDelayMs);
    return () => window.clearTimeout(timer);
  }, [advancing, index, count, autoplayDelayMs, scrollToIndex]);

  const go = (target: number) => scrollToIndex((target + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={scrollerRef}
        id={trackId}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            inert={i !== index}
            className="relative w-full shrink-0 snap-start snap-always"
          >
            {slide}
          </div>
        ))}
      </div>

      <div className="mx-auto flex max-w-7xl items-center justify-center gap-1 px-4 pb-4 sm:gap-2">
        <button
          type="button"
          onClick={() => setRotation(rotating ? "stopped" : "playing")}
          className="grid h-11 w-11 place-items-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          <span className="sr-only">{rotating ? "Stop automatic slide show" : "Start automatic slide show"}</span>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            {rotating ? <path d="M5 4h3v12H5zM12 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
          </svg>
        </button>
        <button
          type="button"
          aria-controls={trackId}
          onClick={() => go(index - 1)}
          className="grid h-11 w-11 place-items-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          <span className="sr-only">Previous slide</span>
          <ArrowIcon direction="left" />
        </button>
        <ol className="flex items-center" aria-label="Choose a slide">
          {slideTitles.map((title, i) => (
            <li key={title}>
              <button
                type="button"
                aria-controls={trackId}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
                className="group grid h-8 w-8 place-items-center rounded-full"
              >
                <span className="sr-only">{`Slide ${i + 1}: ${title}`}</span>
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-full border-2 border-brand-700 group-hover:bg-brand-100 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
                />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          aria-controls={trackId}
          onClick={() => go(index + 1)}
          className="grid h-11 w-11 place-items-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          <span className="sr-only">Next slide</span>
          <ArrowIcon direction="right" />
        </button>
      </div>
      {/* Changes are announced once the visitor is working the carousel, never while it rotates. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {!advancing && (focused || rotation !== "auto") ? `Slide ${index + 1} of ${count}: ${slideTitles[index] ?? ""}` : ""}
      </p>
    </section>
  );
}
