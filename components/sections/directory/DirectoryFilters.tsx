"use client";

import { useId, useState } from "react";
import { feeBands, sortOptions, type DirectoryQuery, type FeeBandKey, type SortKey } from "@/lib/colleges/directory";

type Change = (next: DirectoryQuery, history: "push" | "replace") => void;

const control =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600";

function Select({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
        {children}
      </select>
    </div>
  );
}

/** Options for the values on offer, plus the current value when a link carries one that is not. */
function options(values: string[], current: string) {
  const all = current && !values.includes(current) ? [current, ...values] : values;
  return all.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

/**
 * Search, filters and sort for one tab. Choices apply at once and are written to the URL;
 * typing replaces the history entry instead of adding one per keystroke. Without JavaScript the
 * same form is a plain GET form that asks the server for the view.
 */
export function DirectoryFilters({
  query,
  facets,
  onChange,
}: {
  query: DirectoryQuery;
  facets: { states: string[]; cities: string[]; exams: string[] };
  onChange: Change;
}) {
  const searchId = useId();
  // The box shows what is typed at once and the URL (so `query.q`) follows, possibly through
  // intermediate values. A URL value this box did not write (back/forward, a link) replaces
  // the box's text; one it wrote, even an older one, does not.
  const [draft, setDraft] = useState(query.q);
  const [seenQ, setSeenQ] = useState(query.q);
  const [written, setWritten] = useState<string[]>([]);
  if (query.q !== seenQ) {
    setSeenQ(query.q);
    if (!written.includes(query.q)) {
      setDraft(query.q);
      setWritten([]);
    }
  }

  // On small screens the selects fold away behind a button, so the list starts higher up
  // (open from the start when a shared link already sets some of them).
  const chosen = [query.state, query.city, query.fees, query.exam].filter(Boolean).length;
  const [open, setOpen] = useState(chosen > 0);
  const choicesId = useId();

  const set = (patch: Partial<DirectoryQuery>) => onChange({ ...query, ...patch }, "push");

  return (
    <form
      role="search"
      aria-label="Filter colleges"
      action="/admisson"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4"
    >
      <input type="hidden" name="tab" value={query.tab} />
      <div>
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          Search colleges
        </label>
        <input
          id={searchId}
          name="q"
          type="search"
          value={draft}
          placeholder="Name, place, course or exam"
          autoComplete="off"
          maxLength={100}
          onChange={(event) => {
            const q = event.target.value;
            setDraft(q);
            setWritten((values) => [...values.slice(-50), q.trim()]);
            onChange({ ...query, q }, "replace");
          }}
          className={control}
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((value) => !value)}
        className="justify-self-start rounded-full border border-brand-800 px-4 py-1.5 text-sm font-semibold text-brand-800 lg:hidden"
      >
        {`Filters and sort${chosen > 0 ? ` (${chosen})` : ""}`}
      </button>
      <div id={choicesId} className={`${open ? "grid" : "hidden"} grid-cols-2 gap-4 lg:grid lg:grid-cols-5`}>
        <Select label="State" name="state" value={query.state} onChange={(state) => set({ state, city: "" })}>
          <option value="">All states</option>
          {options(facets.states, query.state)}
        </Select>
        <Select label="City" name="city" value={query.city} onChange={(city) => set({ city })}>
          <option value="">All cities</option>
          {options(facets.cities, query.city)}
        </Select>
        <Select label="Fees (total)" name="fees" value={query.fees} onChange={(fees) => set({ fees: fees as FeeBandKey | "" })}>
          <option value="">Any fees</option>
          {feeBands.map((band) => (
            <option key={band.key} value={band.key}>
              {band.label}
            </option>
          ))}
        </Select>
        <Select label="Exam" name="exam" value={query.exam} onChange={(exam) => set({ exam })}>
          <option value="">Any exam</option>
          {options(facets.exams, query.exam)}
        </Select>
        <div className="col-span-2 lg:col-span-1">
          <Select label="Sort by" name="sort" value={query.sort} onChange={(sort) => set({ sort: sort as SortKey })}>
            {sortOptions.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <noscript>
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Show colleges
        </button>
      </noscript>
    </form>
  );
}
