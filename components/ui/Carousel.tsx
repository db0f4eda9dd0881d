"use client";

import { Children, useEffect, useId, useRef, useState } from "react";
import { ArrowIcon } from "@/components/ui/ArrowIcon";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";
import { useSwiper } from "@/components/ui/swiper/use-swiper";

type Rotation = "auto" | "playing" | "stopped";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One dot of Swiper's pagination (it renders them; it marks the current one with aria-current). */
function dot(index: number, className: string, title: string) {
  return `<button type="button" class="${className} group grid h-8 w-8 place-items-center rounded-full" aria-label="${escapeHtml(`Slide ${index + 1}: ${title}`)}"><span aria-hidden="true" class="h-3 w-3 rounded-full border-2 border-brand-700 group-hover:bg-brand-100 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"></span></button>`;
}

const controlButton = "grid h-11 w-11 place-items-center rounded-full text-brand-900 hover:bg-brand-100";

/**
 * An auto-rotating carousel on Swiper, one slide in view (WAI-ARIA APG carousel pattern). Slides
 * are server-rendered children, the first one painted before Swiper loads; Swiper adds swiping,
 * the arrows, the dots, autoplay and keyboard control. Rotation pauses while the pointer is over
 * the carousel or focus is inside it, never starts by itself when the visitor prefers reduced
 * motion (slides then move without animation), and can be stopped with a button. Slides out of
 * view are inert, so Tab only reaches the slide on screen.
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
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState<Rotation>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const wrapperId = useId();

  const rotating = rotation === "playing" || (rotation === "auto" && !reducedMotion);
  const advancing = rotating && !hovered && !focused;

  const swiper = useSwiper(root, track, () => ({
    slidesPerView: 1,
    // A later change of the preference is covered by the global reduced-motion CSS.
    speed: reducedMotion ? 0 : speedMs,
    rewind: true,
    autoplay: { enabled: false, delay: autoplayDelayMs, disableOnInteraction: false },
    navigation: { prevEl: previous.current, nextEl: next.current, addIcons: false },
    pagination: { el: dots.current, clickable: true, renderBullet: (i, className) => dot(i, className, slideTitles[i] ?? "") },
    a11y: {
      prevSlideMessage: "Previous slide",
      nextSlideMessage: "Next slide",
      itemRoleDescriptionMessage: "slide",
      slideLabelMessage: "{{index}} of {{slidesLength}}",
      wrapperLiveRegion: false,
      scrollOnFocus: false,
    },
    on: { slideChange: (instance) => setIndex(instance.activeIndex) },
  }));

  useEffect(() => {
    if (!swiper) return;
    if (advancing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, advancing]);

  return (
    <section
      ref={root}
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
      <div ref={track} className="swiper">
        <div id={wrapperId} className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={i !== index}
              className="swiper-slide h-auto"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {/* data-keep-clear: the floating buttons rise above these controls rather than cover them (KeepControlsClear). */}
      <div data-keep-clear className="mx-auto flex max-w-7xl items-center justify-center gap-1 px-4 pb-4 sm:gap-2">
        <button type="button" onClick={() => setRotation(rotating ? "stopped" : "playing")} className={controlButton}>
          <span className="sr-only">{rotating ? "Stop automatic slide show" : "Start automatic slide show"}</span>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            {rotating ? <path d="M5 4h3v12H5zM12 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
          </svg>
        </button>
        <button ref={previous} type="button" aria-controls={wrapperId} className={controlButton}>
          <span className="sr-only">Previous slide</span>
          <ArrowIcon direction="left" />
        </button>
        {/* Swiper renders the dots; their room is kept from the start, so nothing moves when they appear. */}
        <div
          ref={dots}
          role="group"
          aria-label="Choose a slide"
          className="flex h-8 items-center"
          style={{ width: `${count * 2}rem` }}
        />
        <button ref={next} type="button" aria-controls={wrapperId} className={controlButton}>
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
