"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState, useTransition } from "react";
import { bulkChangeLeadsAction } from "@/lib/leads/actions";
import type { BulkChange, BulkTarget } from "@/lib/leads/bulk";
import { BULK_CONFIRM_ABOVE, BULK_MAX } from "@/lib/leads/constants";
import { LEAD_STATUSES, leadStatusLabel, type LeadStatus } from "@/lib/leads/pipeline";
import { runAction } from "../run-action";
import { BulkWhatsApp } from "./BulkWhatsApp";
import { StaffOptions } from "./StaffOptions";
import type { ThreadTemplate } from "./WhatsAppThread";
import type { NamedStaff } from "@/lib/staff/label";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

type Selection = { isSelected: (id: string) => boolean; toggle: (id: string) => void };
const SelectionContext = createContext<Selection | null>(null);

const button =
  "rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50 disabled:opacity-50";
const control = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-base font-normal";
const checkbox = "h-6 w-6 shrink-0 accent-brand-800";
const count = (n: number) => n.toLocaleString("en-IN");

/** A lead's tick box in the Contact List, named after the lead for a screen reader. */
export function SelectLead({ id, name }: { id: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={selection.isSelected(id)}
      onChange={() => selection.toggle(id)}
      className={checkbox}
    />
  );
}

/**
 * The Contact List's selection and what can be done with it: leads ticked one by one or a page at
 * a time, or every lead matching the filter (sent as the filter, for the server to resolve); then
 * assign them, move their status, send them a WhatsApp template or export them (admins). The bar appears once something is
 * selected, so on a phone the first leads stay in the first screen; the count is announced.
 */
export function LeadSelection({
  leads,
  total,
  filter,
  staff,
  exportPath,
  whatsappTemplates,
  children,
}: {
  /** The leads on this page, in order. */
  leads: { id: string; name: string }[];
  /** How many match the filter, on every page. */
  total: number;
  /** The filter as the list's query string, without the page's cursor. */
  filter: string;
  staff: NamedStaff[];
  /** The export's address, for those who may export. */
  exportPath: string | null;
  /** The mapped WhatsApp templates, for those who may send one in bulk (WhatsApp set up). */
  whatsappTemplates: ThreadTemplate[] | null;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;
  const pageBox = useRef<HTMLInputElement>(null);

  const selected = allMatching ? total : picked.size;
  const wholePage = allMatching || picked.size === leads.length;
  const morePages = total > leads.length;

  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = !wholePage && picked.size > 0;
  }, [wholePage, picked]);

  const target: BulkTarget = allMatching ? { kind: "matching", filter } : { kind: "page", ids: [...picked] };

  const selection: Selection = {
    isSelected: (id) => allMatching || picked.has(id),
    toggle: (id) => {
      // Unticking one lead of "all matching" leaves the rest of this page ticked.
      const next = new Set(allMatching ? leads.map((lead) => lead.id) : picked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setAllMatching(false);
      setPicked(next);
    },
  };

  function clear() {
    setAllMatching(false);
    setPicked(new Set());
    pageBox.current?.focus();
  }

  /**
   * Changes the selection. "All matching" reaches leads nobody sees on this page (up to
   * BULK_MAX), and a page's ticks may be many: either is confirmed first, naming how many and
   * what will happen to them.
   */
  async function apply(change: BulkChange, what: string) {
    const question = allMatching
      ? `${what} all ${count(total)} matching leads? This changes leads on every page of this list, not only the ones shown.`
      : selected > BULK_CONFIRM_ABOVE
        ? `${what} the ${count(selected)} selected leads?`
        : null;
    if (question && !window.confirm(question)) return;
    setSending(true);
    const answer = await runAction(() => bulkChangeLeadsAction(target, change));
    setSending(false);
    if (!answer?.ok) return;
    clear();
    startRefresh(() => router.refresh());
  }

  const said =
    selected === 0
      ? ""
      : allMatching
        ? `All ${count(total)} matching leads selected`
        : `${count(selected)} ${selected === 1 ? "lead" : "leads"} selected`;

  return (
    <SelectionContext.Provider value={selection}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-sm font-semibold text-slate-700">{total === 1 ? "1 lead" : `${count(total)} leads`}</p>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            ref={pageBox}
            type="checkbox"
            checked={wholePage}
            onChange={() => {
              setAllMatching(false);
              setPicked(new Set(wholePage ? [] : leads.map((lead) => lead.id)));
            }}
            className={checkbox}
          />
          Select this page
        </label>
      </div>
      {/* A landmark only while something is selected; the same element throughout, so its live region stays. */}
      <div
        role={selected === 0 ? undefined : "region"}
        aria-label={selected === 0 ? undefined : "Selected leads"}
        className={selected === 0 ? "" : "space-y-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-800 sm:sticky sm:top-0 sm:z-10"}
      >
        {/* Always in the page, so a screen reader hears the count change from the first tick. */}
        <p role="status" className={selected === 0 ? "sr-only" : "font-semibold text-brand-900"}>
          {said}
        </p>
        {selected > 0 && (
          <>
            <div className="flex flex-wrap gap-2">
              {wholePage && morePages && total <= BULK_MAX && (
                <button type="button" className={button} onClick={() => setAllMatching(!allMatching)}>
                  {allMatching
                    ? `Select only the ${count(leads.length)} on this page`
                    : `Select all ${count(total)} matching this filter`}
                </button>
              )}
              <button type="button" className={button} onClick={clear}>
                Clear selection
              </button>
            </div>
            {wholePage && morePages && total > BULK_MAX && (
              <p className="text-sm text-slate-800">
                A bulk change takes at most {count(BULK_MAX)} leads: narrow the filters to select all {count(total)}.
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const select = event.currentTarget.elements.namedItem("assignee") as HTMLSelectElement;
                  const to = select.value;
                  void apply(
                    { kind: "assign", to: to === "none" ? null : to },
                    to === "none" ? "Unassign" : `Assign to ${select.selectedOptions[0]?.text}`,
                  );
                }}
              >
                <label className="min-w-0 grow text-sm font-semibold text-slate-800">
                  Assign to
                  <select name="assignee" required defaultValue="" className={control}>
                    <option value="" disabled>
                      Choose…
                    </option>
                    <option value="none">Nobody</option>
                    <StaffOptions staff={staff} />
                  </select>
                </label>
                <SubmitWhenReady className={button} busy={busy}>
                  Assign
                </SubmitWhenReady>
              </form>
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const to = String(new FormData(event.currentTarget).get("status")) as LeadStatus;
                  void apply({ kind: "status", to }, `Move to ${leadStatusLabel[to]}`);
                }}
              >
                <label className="min-w-0 grow text-sm font-semibold text-slate-800">
                  Move to
                  <select name="status" required defaultValue="" className={control}>
                    <option value="" disabled>
                      Choose…
                    </option>
                    {LEAD_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {leadStatusLabel[status]}
                      </option>
                    ))}
                  </select>
                </label>
                <SubmitWhenReady className={button} busy={busy}>
                  Move
                </SubmitWhenReady>
              </form>
              {exportPath &&
                (allMatching ? (
                  <a href={`${exportPath}?${filter}`} download className={`${button} self-end justify-self-start`}>
                    Export all {count(total)} (CSV)
                  </a>
                ) : (
                  <form method="post" action={exportPath} encType="multipart/form-data" className="self-end">
                    <input type="hidden" name="ids" value={[...picked].join(",")} />
                    <button type="submit" className={button}>
                      Export selected (CSV)
                    </button>
                  </form>
                ))}
              {whatsappTemplates && whatsappTemplates.length > 0 && (
                // A new selection asks again who would get it.
                <BulkWhatsApp
                  key={allMatching ? "all" : [...picked].join()}
                  templates={whatsappTemplates}
                  target={target}
                  onSent={() => {
                    clear();
                    startRefresh(() => router.refresh());
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
      {children}
    </SelectionContext.Provider>
  );
}
