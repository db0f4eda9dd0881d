"use client";

import { Children, useId } from "react";
import { ArrowIcon } from "@/components/ui/ArrowIcon";
import { useSnapScroller } from "@/components/ui/use-snap-scroller";

/**
 * A row of cards that moves one card at a time with previous / next buttons or a swipe; no
 * autoplay. How many cards fit is decided by CSS (`itemClassName`), so the first paint is right
 * before any script runs. The track itself is focusable, so arrow keys scroll it too.
 */
export function CardSlider({
  label,
  itemName,
  itemClassName,
  speedMs = 300,
  children,
}: {
  label: string;
  /** What one card is, for the buttons' names: "Next testimonial". */
  itemName: string;
  itemClassName: string;
  speedMs?: number;
  children: React.ReactNode;
}) {
  const cards = Children.toArray(children);
  const count = cards.length;
  const { scrollerRef, position, scrollToIndex } = useSnapScroller(speedMs);
  const { index, perView, atStart, atEnd } = position;
  const trackId = useId();
  const last = Math.min(count, index + perView);

  const button = "grid h-11 w-11 place-items-center rounded-full border border-brand-700 text-brand-900 hover:bg-brand-100 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent";

  return (
    <div>
      <div
        ref={scrollerRef}
        id={trackId}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain rounded-lg pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {cards.map((card, i) => (
          <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className={`relative shrink-0 snap-start ${itemClassName}`}>
            {card}
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-controls={trackId}
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && scrollToIndex(index - 1)}
          className={button}
        >
          <span className="sr-only">{`Previous ${itemName}`}</span>
          <ArrowIcon direction="left" />
        </button>
        <p aria-live="polite" aria-atomic="true" className="min-w-24 text-center text-sm text-slate-700">
          {last - index > 1 ? `${index + 1}–${last} of ${count}` : `${index + 1} of ${count}`}
        </p>
        <button
          type="button"
          aria-controls={trackId}
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && scrollToIndex(index + 1)}
          className={button}
        >
          <span className="sr-only">{`Next ${itemName}`}</span>
          <ArrowIcon direction="right" />
        </button>
      </div>
    </div>
  );
}
