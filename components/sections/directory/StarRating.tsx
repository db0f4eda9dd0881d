// One path for the row of five stars (each 24 units wide), so a card carries two small SVGs
// rather than ten.
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map(
    (i) => `M${12 + 24 * i} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${12 + 24 * i} 17.3l-5.9 3.3 1.3-6.6L${2.5 + 24 * i} 9.4l6.6-.8z`,
  )
  .join("");

function Stars({ className }: { className: string }) {
  return (
    <svg width="80" height="16" viewBox="0 0 120 24" aria-hidden="true" className={`block max-w-none shrink-0 ${className}`}>
      <path d={FIVE_STARS} fill="currentColor" />
    </svg>
  );
}

/** Five stars filled to the rating (0–5), with the number beside them. */
export function StarRating({ value }: { value: number }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className="relative inline-block">
        <Stars className="text-slate-300" />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: percent }}>
          <Stars className="text-accent-500" />
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-800">
        {value.toFixed(1)}
      </span>
    </p>
  );
}
