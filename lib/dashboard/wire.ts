/**
 * The dashboard's figures as CSV rows, one figure a row (section, item, measure, value), so a
 * spreadsheet can pivot them whatever the range's length.
 */
import type { CsvColumn } from "@/lib/export/csv";
import { LEAD_SOURCES, leadSourceLabel } from "@/lib/leads/constants";
import { leadStatusLabel } from "@/lib/leads/pipeline";
import type { Dashboard } from "./queries";

export type FigureRow = { section: string; item: string; measure: string; value: number | null };

export const figureCsvColumns: CsvColumn<FigureRow>[] = [
  { header: "Section", value: (row) => row.section },
  { header: "Item", value: (row) => row.item },
  { header: "Measure", value: (row) => row.measure },
  { header: "Value", value: (row) => row.value },
];

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

export function* figureRows(figures: Dashboard): Generator<FigureRow> {
  const headline = (who: string, of: Dashboard["headline"]) => [
    { section: "Headline", item: who, measure: "leads", value: of.leads },
    { section: "Headline", item: who, measure: "answered", value: of.answered },
    { section: "Headline", item: who, measure: "median first response (minutes)", value: minutes(of.medianResponseSeconds) },
    { section: "Headline", item: who, measure: "enrolled", value: of.enrolled },
    { section: "Headline", item: who, measure: "follow-ups overdue now", value: of.overdue },
  ];
  yield* headline(figures.team ? "You" : "Everyone", figures.headline);
  if (figures.team) yield* headline("Team", figures.team);
  for (const day of figures.perDay) {
    for (const source of LEAD_SOURCES)
      yield { section: "Leads per day", item: day.day, measure: leadSourceLabel[source], value: day[source] };
  }
  for (const step of figures.funnel.steps) {
    yield { section: "Funnel", item: leadStatusLabel[step.stage], measure: "leads", value: step.leads };
    if (step.fromPrevious !== null)
      yield {
        section: "Funnel",
        item: leadStatusLabel[step.stage],
        measure: "of the step before (%)",
        value: Math.round(step.fromPrevious * 1000) / 10,
      };
  }
  yield { section: "Funnel", item: "Not interested now", measure: "leads", value: figures.funnel.notInterested };
  for (const row of figures.counsellors ?? []) {
    yield { section: "Counsellor", item: row.name, measure: "leads", value: row.assigned };
    yield {
      section: "Counsellor",
      item: row.name,
      measure: "median first response (minutes)",
      value: minutes(row.medianResponseSeconds),
    };
    yield {
      section: "Counsellor",
      item: row.name,
      measure: "90th percentile first response (minutes)",
      value: minutes(row.p90ResponseSeconds),
    };
    yield { section: "Counsellor", item: row.name, measure: "follow-ups overdue now", value: row.overdue };
    yield { section: "Counsellor", item: row.name, measure: "enrolled", value: row.enrolled };
  }
  for (const [section, rows] of [
    ["Course", figures.courses],
    ["Campaign", figures.campaigns],
    ["Page", figures.pages],
  ] as const) {
    for (const row of rows) {
      yield { section, item: row.label, measure: "leads", value: row.leads };
      yield { section, item: row.label, measure: "enrolled", value: row.enrolled };
    }
  }
}
