"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A list item that fades in once, the first time `threshold` of it is visible, and then stays.
 * The hidden starting state applies only when scripts run and the visitor has not asked for
 * reduced motion (CSS media queries), so without JavaScript or with reduced motion the item is
 * simply shown.
 */
export function RevealOnView({
  threshold,
  className = "",
  children,
}: {
  threshold: number;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return (
    <li
      ref={ref}
      data-reveal-item=""
      data-revealed={revealed ? "" : undefined}
      className={`transition-[opacity,translate] duration-700 ease-out motion-safe:[@media(scripting:enabled)]:not-data-revealed:translate-y-6 motion-safe:[@media(scripting:enabled)]:not-data-revealed:opacity-0 ${className}`.trim()}
    >
      {children}
    </li>
  );
}
