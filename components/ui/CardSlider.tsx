"use client";

import { Children, useId, useRef, useState } from "react";
import type Swiper from "swiper";
import { ArrowIcon } from "@/components/ui/ArrowIcon";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";
import { useSwiper } from "@/components/ui/swiper/use-swiper";

/**
 * Cards in view at each width: Swiper's breakpoints, and the same widths in CSS so the cards are
 * laid out right before Swiper loads (the classes are literal for Tailwind to find them).
 */
const GAP_PX = 24;
const layouts = [
  { minWidth: 0, perView: 1, counterClass: "md:hidden" },
  { minWidth: 768, perView: 2, counterClass: "hidden md:inline lg:hidden" },
  { minWidth: 1024, perView: 3, counterClass: "hidden lg:inline" },
] as const;
const cardWidthClasses = "mr-6 w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]";

const rangeText = (first: number, last: number, count: number) =>
  last > first ? `${first}–${last} of ${count}` : `${first} of ${count}`;

const button =
  "grid h-11 w-11 place-items-center rounded-full border border-brand-700 text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent";

/**
 * A row of cards on Swiper that moves one card at a time with the previous / next buttons, a
 * swipe or the arrow keys (while the row or its buttons have focus); no autoplay. Swiper is set
 * up only when the row comes near the viewport: until then CSS alone lays the cards out.
 */
export function CardSlider({
  label,
  itemName,
  speedMs = 300,
  children,
}: {
  label: string;
  /** What one card is, for the buttons' names: "Next testimonial". */
  itemName: string;
  speedMs?: number;
  children: React.ReactNode;
}) {
  const cards = Children.toArray(children);
  const count = cards.length;
  const reducedMotion = usePrefersReducedMotion();
  const [range, setRange] = useState<{ first: number; last: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const wrapperId = useId();

  const showRange = (swiper: Swiper) => {
    const perView = typeof swiper.params.slidesPerView === "number" ? swiper.params.slidesPerView : 1;
    setRange({ first: swiper.activeIndex + 1, last: Math.min(count, swiper.activeIndex + perView) });
  };

  useSwiper(
    root,
    track,
    () => ({
      slidesPerView: 1,
      spaceBetween: GAP_PX,
      speed: reducedMotion ? 0 : speedMs,
      breakpoints: Object.fromEntries(layouts.map((layout) => [layout.minWidth, { slidesPerView: layout.perView }])),
      navigation: { prevEl: previous.current, nextEl: next.current, addIcons: false },
      a11y: {
        prevSlideMessage: `Previous ${itemName}`,
        nextSlideMessage: `Next ${itemName}`,
        itemRoleDescriptionMessage: "slide",
        slideLabelMessage: "{{index}} of {{slidesLength}}",
        wrapperLiveRegion: false,
        scrollOnFocus: false,
      },
      on: {
        afterInit: showRange,
        slideChange: showRange,
        breakpoint: showRange,
        // A button that becomes disabled at the end would drop the focus: hand it to the other one.
        navigationNext: (swiper) => swiper.isEnd && previous.current?.focus(),
        navigationPrev: (swiper) => swiper.isBeginning && next.current?.focus(),
      },
    }),
    "near-view",
  );

  return (
    <div ref={root}>
      <div
        ref={track}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        className="swiper rounded-lg pb-2"
      >
        <div id={wrapperId} className="swiper-wrapper">
          {cards.map((card, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className={`swiper-slide h-auto ${cardWidthClasses}`}
            >
              {card}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button ref={previous} type="button" aria-controls={wrapperId} className={button}>
          <span className="sr-only">{`Previous ${itemName}`}</span>
          <ArrowIcon direction="left" />
        </button>
        <p aria-live="polite" aria-atomic="true" className="min-w-24 text-center text-sm text-slate-700">
          {range
            ? rangeText(range.first, range.last, count)
            : layouts.map((layout) => (
                <span key={layout.minWidth} className={layout.counterClass}>
                  {rangeText(1, Math.min(count, layout.perView), count)}
                </span>
              ))}
        </p>
        <button ref={next} type="button" aria-controls={wrapperId} className={button}>
          <span className="sr-only">{`Next ${itemName}`}</span>
          <ArrowIcon direction="right" />
        </button>
      </div>
    </div>
  );
}
