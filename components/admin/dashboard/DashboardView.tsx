import Link from "next/link";
import type { Dashboard, Headline, Ranked, Scope } from "@/lib/dashboard/queries";
import { leadListHref } from "@/lib/dashboard/links";
import { RANGE_PRESETS } from "@/lib/dashboard/range";
import { scopeParams } from "@/lib/dashboard/scope";
import { leadSourceLabel } from "@/lib/leads/constants";
import { leadStatusLabel } from "@/lib/leads/pipeline";
import { formatWait } from "@/lib/leads/response";
import { adminSections } from "@/lib/panel/sections";
import { Bars, StackedDays, type Series } from "./charts";
import { StartPageToggle } from "./StartPageToggle";

const box = "rounded-xl bg-white p-4 shadow-sm";
const link = "font-semibold text-brand-800 underline";
const cell = "px-2 py-1.5 text-right tabular-nums";
const head = "px-2 py-1.5 text-right font-semibold";

/** The forms' colours, told apart without colour too (the legend and the table name them). */
const SOURCES: Series[] = [
  { key: "MODAL", label: leadSourceLabel.MODAL, color: "#1e3a8a" },
  { key: "CONTACT_PAGE", label: leadSourceLabel.CONTACT_PAGE, color: "#0f766e" },
  { key: "API", label: leadSourceLabel.API, color: "#b45309" },
  { key: "IMPORT", label: leadSourceLabel.IMPORT, color: "#7e22ce" },
  { key: "WALK_IN", label: leadSourceLabel.WALK_IN, color: "#be123c" },
  { key: "PHONE", label: leadSourceLabel.PHONE, color: "#0369a1" },
  { key: "META_LEAD_AD", label: leadSourceLabel.META_LEAD_AD, color: "#1d4ed8" },
  { key: "GOOGLE_LEAD_FORM", label: leadSourceLabel.GOOGLE_LEAD_FORM, color: "#15803d" },
  { key: "PARTNER", label: leadSourceLabel.PARTNER, color: "#334155" },
  { key: "WHATSAPP", label: leadSourceLabel.WHATSAPP, color: "#166534" },
];

const seconds = (value: number | null) => (value === null ? "–" : formatWait(value * 1000));
const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)} %`);
/** "19 Nov", as the chart's axis and the table say a day. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

function Figure({ label, mine, team }: { label: string; mine: string; team: string | null }) {
  return (
    <div className={box}>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{mine}</dd>
      {team !== null && <dd className="text-sm text-slate-700">Team: {team}</dd>}
    </div>
  );
}

function Headlines({ headline, team }: { headline: Headline; team: Headline | null }) {
  const share = (of: Headline) => (of.leads ? of.enrolled / of.leads : null);
  return (
    <section aria-label={team ? "Your figures, with the team's" : "Headline figures"}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Leads" mine={String(headline.leads)} team={team && String(team.leads)} />
        <Figure
          label="Answered"
          mine={`${headline.answered} of ${headline.leads}`}
          team={team && `${team.answered} of ${team.leads}`}
        />
        <Figure
          label="Median first response"
          mine={seconds(headline.medianResponseSeconds)}
          team={team && seconds(team.medianResponseSeconds)}
        />
        <Figure
          label="Enrolled"
          mine={`${headline.enrolled} (${percent(share(headline))})`}
          team={team && `${team.enrolled} (${percent(share(team))})`}
        />
        <Figure label="Follow-ups overdue now" mine={String(headline.overdue)} team={team && String(team.overdue)} />
      </dl>
    </section>
  );
}

function RangeForm({ scope }: { scope: Scope }) {
  const withDays = (days: number) => {
    const params = scopeParams({ ...scope, range: { ...scope.range, preset: days as (typeof RANGE_PRESETS)[number] } });
    return `?${params}`;
  };
  return (
    <div className={`${box} space-y-3`}>
      <nav aria-label="Date range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <Link
            key={days}
            href={withDays(days)}
            aria-current={scope.range.preset === days ? "page" : undefined}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      <form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Custom range and campaign">
        {[
          ["from", "From", "date", scope.range.from],
          ["to", "Until", "date", scope.range.to],
          ["utm", "utm_source", "text", scope.utmSource],
          ["campaign", "utm_campaign", "text", scope.utmCampaign],
        ].map(([name, label, type, value]) => (
          <label key={name} className="text-sm font-semibold text-slate-800">
            {label}
            <input
              name={name}
              type={type}
              defaultValue={value}
              maxLength={100}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal"
            />
          </label>
        ))}
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </form>
    </div>
  );
}

/** A figure table's column headings: the first names the rows, the others are counts. */
function TableHead({ columns: [first, ...counts] }: { columns: string[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-300">
        <th scope="col" className="px-2 py-1.5 text-left font-semibold">
          {first}
        </th>
        {counts.map((column) => (
          <th key={column} scope="col" className={head}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${box} space-y-3`}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RankedTable({
  caption,
  rows,
  hrefOf,
  scope,
}: {
  caption: string;
  rows: Ranked[];
  hrefOf: (row: Ranked) => string | null;
  scope: Scope;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">None in this range.</p>;
  return (
    <>
      <Bars
        data={rows.map((row) => ({ label: row.label, value: row.leads, href: hrefOf(row) ?? leadListHref(scope) }))}
        color="#1e3a8a"
      />
      <table className="cards-on-phone w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={[caption, "Leads", "Enrolled"]} />
        <tbody>
          {rows.map((row) => {
            const href = hrefOf(row);
            return (
              <tr key={row.label} className="border-b border-slate-100">
                <th scope="row" className="max-w-32 truncate px-2 py-1.5 text-left font-normal sm:max-w-48">
                  {row.label}
                </th>
                <td data-label="Leads" className={cell}>
                  {href ? (
                    <Link href={href} className={link}>
                      {row.leads}
                    </Link>
                  ) : (
                    row.leads
                  )}
                </td>
                <td data-label="Enrolled" className={cell}>
                  {row.enrolled}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function DashboardView({
  figures,
  scope,
  problem,
  startHere,
}: {
  figures: Dashboard;
  scope: Scope;
  problem?: string;
  startHere: boolean | null;
}) {
  const own = !!scope.assignedToId;
  const dayHrefs = Object.fromEntries(
    figures.perDay.map((day) => [
      day.day,
      Object.fromEntries(
        SOURCES.map((source) => [
          source.key,
          leadListHref({ ...scope, range: { ...scope.range, from: day.day, to: day.day } }, { source: source.key }),
        ]),
      ),
    ]),
  );
  const dayTotal = (day: (typeof figures.perDay)[number]) =>
    SOURCES.reduce((sum, source) => sum + (day[source.key as keyof typeof day] as number), 0);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
          <p className="text-sm text-slate-700">
            {own ? "Your leads" : "Everyone's leads"} received {shortDay(scope.range.from)} to {shortDay(scope.range.to)} (
            {scope.range.days} days, India time)
            {scope.utmSource && `, utm_source ${scope.utmSource}`}
            {scope.utmCampaign && `, utm_campaign ${scope.utmCampaign}`}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {startHere !== null && <StartPageToggle startsHere={startHere} />}
          <a
            href={`${adminSections.dashboard.href}/export?${scopeParams(scope)}`}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50"
            download
          >
            Download figures (CSV)
          </a>
        </div>
      </header>
      {problem && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {problem}
        </p>
      )}
      <RangeForm scope={scope} />
      <Headlines headline={figures.headline} team={figures.team} />

      <Section title="Leads per day, by form" id="per-day">
        <StackedDays
          data={figures.perDay.map((day) => ({ ...day, label: shortDay(day.day) }))}
          series={SOURCES}
          hrefs={dayHrefs}
        />
        <details>
          <summary className="cursor-pointer font-semibold text-brand-800">Leads per day as a table</summary>
          <table className="cards-on-phone mt-2 w-full text-sm">
            <caption className="sr-only">Leads per day, by form</caption>
            <TableHead columns={["Day", ...SOURCES.map((source) => source.label), "All"]} />
            <tbody>
              {figures.perDay.map((day) => (
                <tr key={day.day} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {shortDay(day.day)}
                  </th>
                  {SOURCES.map((source) => (
                    <td key={source.key} data-label={source.label} className={cell}>
                      {day[source.key as keyof typeof day] ? (
                        <Link href={dayHrefs[day.day]![source.key]!} className={link}>
                          {day[source.key as keyof typeof day]}
                        </Link>
                      ) : (
                        0
                      )}
                    </td>
                  ))}
                  <td data-label="All" className={cell}>
                    {dayTotal(day)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Section>

      <Section title="Funnel: the furthest step each lead reached" id="funnel">
        <Bars
          data={figures.funnel.steps.map((step) => ({
            label: leadStatusLabel[step.stage],
            value: step.leads,
            href: leadListHref(scope, { reached: step.stage }),
          }))}
          color="#0f766e"
        />
        <table className="cards-on-phone w-full text-sm">
          <caption className="sr-only">The funnel, step by step</caption>
          <TableHead columns={["Step", "Leads", "Of the step before"]} />
          <tbody>
            {figures.funnel.steps.map((step) => (
              <tr key={step.stage} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {leadStatusLabel[step.stage]}
                </th>
                <td data-label="Leads" className={cell}>
                  <Link href={leadListHref(scope, { reached: step.stage })} className={link}>
                    {step.leads}
                  </Link>
                </td>
                <td data-label="Of the step before" className={cell}>
                  {percent(step.fromPrevious)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-slate-700">
          Not interested now:{" "}
          <Link href={leadListHref(scope, { status: "NOT_INTERESTED" })} className={link}>
            {figures.funnel.notInterested}
          </Link>{" "}
          (counted above at the step they reached).
        </p>
      </Section>

      {figures.counsellors && (
        <Section title="Counsellors" id="counsellors">
          {figures.counsellors.length === 0 ? (
            <p className="text-sm text-slate-700">No leads in this range.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="cards-on-phone w-full text-sm sm:min-w-[36rem]">
                <caption className="sr-only">Each counsellor&apos;s leads in the range</caption>
                <TableHead
                  columns={["Counsellor", "Leads", "Median first response", "90th percentile", "Overdue now", "Enrolled"]}
                />
                <tbody>
                  {figures.counsellors.map((row) => (
                    <tr key={row.id ?? "none"} className="border-b border-slate-100">
                      <th scope="row" className="px-2 py-1.5 text-left font-normal">
                        {row.name}
                      </th>
                      <td data-label="Leads" className={cell}>
                        <Link href={leadListHref(scope, { assignee: row.id ?? "none" })} className={link}>
                          {row.assigned}
                        </Link>
                      </td>
                      <td data-label="Median first response" className={cell}>
                        {seconds(row.medianResponseSeconds)}
                      </td>
                      <td data-label="90th percentile" className={cell}>
                        {seconds(row.p90ResponseSeconds)}
                      </td>
                      <td data-label="Overdue now" className={cell}>
                        {row.overdue && row.id ? (
                          <Link href={`${adminSections.leads.href}?view=due&assignee=${row.id}`} className={link}>
                            {row.overdue}
                          </Link>
                        ) : (
                          row.overdue
                        )}
                      </td>
                      <td data-label="Enrolled" className={cell}>
                        {row.enrolled}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Section title="Top courses" id="courses">
          <RankedTable
            caption="Course"
            rows={figures.courses}
            scope={scope}
            hrefOf={(row) => leadListHref(scope, { course: row.label })}
          />
        </Section>
        <Section title="Top campaigns" id="campaigns">
          <RankedTable
            caption="utm_campaign"
            rows={figures.campaigns}
            scope={scope}
            hrefOf={(row) => leadListHref(scope, { campaign: row.label })}
          />
        </Section>
        <Section title="Top pages" id="pages">
          <RankedTable caption="Sent from page" rows={figures.pages} scope={scope} hrefOf={() => null} />
        </Section>
      </div>
    </div>
  );
}
