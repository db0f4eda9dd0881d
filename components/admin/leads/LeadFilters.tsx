import { COURSES, leadSourceLabel } from "@/lib/leads/constants";
import { FUNNEL_STAGES, LEAD_STATUSES, leadStatusLabel } from "@/lib/leads/pipeline";
import type { LeadFilter } from "@/lib/leads/queries";
import { FiltersDisclosure } from "./FiltersDisclosure";
import { StaffOptions } from "./StaffOptions";
import type { NamedStaff } from "@/lib/staff/label";

const control = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal";
const label = "text-sm font-semibold text-slate-800";

/** How many of the filters behind the phone's "Filters" button are set. */
const activeFilters = (filter: LeadFilter) =>
  [
    filter.status,
    filter.reached,
    filter.course,
    filter.assignee,
    filter.duplicate,
    filter.source,
    filter.utm,
    filter.campaign,
    filter.from,
    filter.to,
  ].filter(Boolean).length;

/** The Contact List's search and filters: a GET form, so each filtered view has its own URL. */
export function LeadFilters({ filter, staff }: { filter: LeadFilter; staff: NamedStaff[] }) {
  return (
    <form
      method="get"
      role="search"
      aria-label="Search and filter leads"
      className="grid gap-3 rounded-xl bg-white p-3 shadow-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-4"
    >
      {filter.view && <input type="hidden" name="view" value={filter.view} />}
      <label className={`${label} sm:col-span-2`}>
        Search by name, e-mail or mobile
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={control} />
      </label>
      <FiltersDisclosure active={activeFilters(filter)}>
        <label className={label}>
          Status
          <select name="status" defaultValue={filter.status ?? ""} className={control}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabel[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Reached at least
          <select name="reached" defaultValue={filter.reached ?? ""} className={control}>
            <option value="">Any step</option>
            {FUNNEL_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {leadStatusLabel[stage]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Course
          <select name="course" defaultValue={filter.course ?? ""} className={control}>
            <option value="">Any course</option>
            {COURSES.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </select>
        </label>
        <label className={label}>
          Assigned to
          <select name="assignee" defaultValue={filter.assignee ?? ""} className={control}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody yet</option>
            <StaffOptions staff={staff} />
          </select>
        </label>
        <label className={label}>
          Repeats
          <select name="duplicate" defaultValue={filter.duplicate ?? ""} className={control}>
            <option value="">All leads</option>
            <option value="yes">Repeats only</option>
            <option value="no">First enquiries only</option>
          </select>
        </label>
        <label className={label}>
          Form
          <select name="source" defaultValue={filter.source ?? ""} className={control}>
            <option value="">Any form</option>
            {Object.entries(leadSourceLabel).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          utm_source
          <input name="utm" defaultValue={filter.utm} maxLength={100} className={control} />
        </label>
        <label className={label}>
          utm_campaign
          <input name="campaign" defaultValue={filter.campaign} maxLength={100} className={control} />
        </label>
        <label className={label}>
          Received from
          <input type="date" name="from" defaultValue={filter.from} className={control} />
        </label>
        <label className={label}>
          Received until
          <input type="date" name="to" defaultValue={filter.to} className={control} />
        </label>
      </FiltersDisclosure>
      <div className="flex items-end gap-2 sm:col-span-2">
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
        <a href="?" className="rounded-full px-4 py-2 font-semibold text-brand-800 underline">
          Clear
        </a>
      </div>
    </form>
  );
}
