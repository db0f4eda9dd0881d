"use client";

import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/components/ui/use-prefers-reduced-motion";

type Stat = { label: string; target: number; suffix: string };

const numberFormat = new Intl.NumberFormat("en-IN");

/**
 * The stats strip: once at least half of it is in view each counter runs from 0 to its target in
 * `durationMs`; scrolled fully out, it goes back to 0 and runs again next time. The server
 * renders the targets (what crawlers and visitors without JavaScript see), and so does a visitor
 * who prefers reduced motion. Screen readers always get the target, never the moving number.
 */
export function StatsCounters({ stats, durationMs, threshold }: { stats: Stat[]; durationMs: number; threshold: number }) {
  const stripRef = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || reducedMotion) return;
    let frame = 0;
    let running = false;
    const run = () => {
      const startedAt = performance.now();
      running = true;
      const step = (now: number) => {
        const elapsed = Math.min(1, (now - startedAt) / durationMs);
        setProgress(elapsed);
        if (elapsed < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= threshold && !running) run();
        else if (!entry.isIntersecting) {
          cancelAnimationFrame(frame);
          running = false;
          setProgress(0);
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setProgress(1);
    };
  }, [durationMs, threshold, reducedMotion]);

  return (
    <dl ref={stripRef} className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => {
        const final = `${numberFormat.format(stat.target)}${stat.suffix}`;
        return (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center last:col-span-2 sm:last:col-span-1">
            <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-accent-400 sm:text-4xl">
              {/* A fixed-width, left-aligned box: the counting number never moves the layout. */}
              <span
                aria-hidden="true"
                data-target={final}
                className="inline-block text-left tabular-nums"
                style={{ minWidth: `${final.length}ch` }}
              >
                {numberFormat.format(Math.round(stat.target * progress))}
                {stat.suffix}
              </span>
              <span className="sr-only">{final}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
