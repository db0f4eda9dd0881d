import type { ReactNode } from "react";

/** One record of an admin list (a college, a blog): its name, a line about it, and Update / Delete. */
export function RecordCard({
  name,
  meta,
  children,
  onUpdate,
  onDelete,
}: {
  name: string;
  meta: ReactNode;
  children: ReactNode;
  onUpdate: () => void;
  onDelete: () => void;
}) {
  return (
    <article aria-label={name} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-slate-900">{name}</h2>
      <p className="text-sm text-slate-600">{meta}</p>
      {children}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          aria-label={`Update ${name}`}
          className="rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
          onClick={onUpdate}
        >
          Update
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          className="rounded-full px-4 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
