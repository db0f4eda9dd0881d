"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { editCollege, removeCollege } from "@/lib/colleges/actions";
import type { WireCollege } from "@/lib/colleges/wire";
import { EditDialog } from "../EditDialog";
import { RecordCard } from "../RecordCard";
import { runAction } from "../run-action";
import { CollegeForm } from "./CollegeForm";

const PREVIEW = 100;

/** The old panel's search: collegeName or category containing the text, whatever the case. */
export function matchesSearch(college: Pick<WireCollege, "collegeName" | "category">, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return college.collegeName.toLowerCase().includes(wanted) || college.category.toLowerCase().includes(wanted);
}

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= PREVIEW) return <p className="mt-2 text-sm text-slate-700">{text}</p>;
  return (
    <p className="mt-2 text-sm text-slate-700">
      {open ? text : `${text.slice(0, PREVIEW).trimEnd()}…`}{" "}
      <button
        type="button"
        className="font-semibold text-brand-800 underline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? "Read less" : "Read more"}
      </button>
    </p>
  );
}

/**
 * College List: the search box with its Search button (typing shows every college again; Search
 * filters by name or category), each college with read more/less, Update (one edit dialog) and
 * Delete (after the specification's confirmation).
 */
export function CollegeList({ colleges }: { colleges: WireCollege[] }) {
  const router = useRouter();
  const searchId = useId();
  const [text, setText] = useState("");
  const [applied, setApplied] = useState("");
  const [editing, setEditing] = useState<WireCollege | null>(null);
  const shown = applied ? colleges.filter((college) => matchesSearch(college, applied)) : colleges;

  async function remove(college: WireCollege) {
    if (!window.confirm("Are you sure you want to delete this college?")) return;
    const answer = await runAction(() => removeCollege(college._id));
    if (answer?.ok) router.refresh();
  }

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(text);
        }}
      >
        <label htmlFor={searchId} className="grow text-sm font-semibold text-slate-800">
          Search by name or category
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setApplied("");
            }}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base font-normal"
          />
        </label>
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
      </form>
      <p role="status" className="text-sm text-slate-700">
        {shown.length === 0 && applied ? "No colleges found" : `${shown.length} of ${colleges.length} colleges`}
      </p>
      <ul className="space-y-3">
        {shown.map((college) => (
          <li key={college._id}>
            <RecordCard
              name={college.collegeName}
              meta={`#${college.nirf} NIRF · ${college.category} · ${college.address}`}
              onUpdate={() => setEditing(college)}
              onDelete={() => remove(college)}
            >
              <Description text={college.description} />
            </RecordCard>
          </li>
        ))}
      </ul>
      {editing && (
        <EditDialog title={`Update ${editing.collegeName}`} onClose={() => setEditing(null)}>
          <CollegeForm
            college={editing}
            submitLabel="Save"
            save={(fields) => runAction(() => editCollege(editing._id, fields))}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </EditDialog>
      )}
    </div>
  );
}
