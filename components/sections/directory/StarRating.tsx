const STAR =
  "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to the rating (0–5), with the number beside them. */
export function StarRating({ value }: { value: number }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className="relative inline-flex">
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
