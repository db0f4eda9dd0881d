/**
 * A generated logo: initials on a coloured tile. Stands in for college and university images
 * (nothing is hot-linked). Decorative: the name is always written next to it.
 */
export function Monogram({ initials, colour, size = "md" }: { initials: string; colour: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-20 w-20" : "h-14 w-14";
  // Longer acronyms (AIIMS, JIPMER) get smaller, tighter letters so they stay inside the tile.
  const letters =
    initials.length > 5
      ? size === "lg"
        ? "text-base tracking-tight"
        : "text-[0.7rem] tracking-tight"
      : initials.length > 3
        ? size === "lg"
          ? "text-lg tracking-tight"
          : "text-xs tracking-tight"
        : size === "lg"
          ? "text-xl tracking-wide"
          : "text-sm tracking-wide";
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl font-extrabold text-white shadow-inner ${box} ${letters}`}
      style={{ backgroundColor: colour }}
    >
      {initials}
    </span>
  );
}
