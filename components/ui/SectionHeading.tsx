/** A section's h2 with its short introduction, centred. */
export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-3 text-slate-700 sm:text-lg">{intro}</p>}
    </div>
  );
}
