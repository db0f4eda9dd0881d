/** The search box of a read-only staff list: a GET form, so every search has its own URL. */
export function ListSearchForm({ q, label, children }: { q?: string; label: string; children?: React.ReactNode }) {
  return (
    <form
      method="get"
      role="search"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      <label className="grow text-sm font-semibold text-slate-800">
        {label}
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base font-normal"
        />
      </label>
      {children}
      <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </form>
  );
}
