import { describe, expect, it } from "vitest";
import { csvStream, type CsvColumn } from "./csv";

type Row = { name: string; note: string | null; at: Date };
const columns: CsvColumn<Row>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Note", value: (row) => row.note },
  { header: "At", value: (row) => row.at },
];

async function* rows(count: number, make: (i: number) => Row) {
  for (let i = 0; i < count; i++) yield make(i);
}

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("CSV exports", () => {
  it("escape cells a spreadsheet would run as a formula (not a phone number), and quote what needs quoting", async () => {
    const dangerous = [
      '=HYPERLINK("http://evil")',
      "+919876543210",
      "-2+3",
      "@SUM(A1)",
      "\tTAB",
      'plain, with "quotes"\nand a line',
      "+1+cmd",
    ];
    const csv = await text(
      csvStream(
        columns,
        rows(dangerous.length, (i) => ({ name: dangerous[i]!, note: null, at: new Date(0) })),
      ),
    );
    const lines = csv.replace(/^\uFEFF/, "");
    expect(lines.startsWith("Name,Note,At\n")).toBe(true);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",,1970-01-01 05:30:00`);
    expect(lines).toContain("\n+919876543210,,");
    expect(lines).toContain("'+1+cmd,,");
    expect(lines).toContain("'-2+3,,");
    expect(lines).toContain("'@SUM(A1),,");
    expect(lines).toContain("'\tTAB,,");
    expect(lines).toContain(`"plain, with ""quotes""\nand a line",,`);
  });

  it("streams every row of a long list as it is read", async () => {
    let produced = 0;
    const stream = csvStream(
      columns,
      rows(20_000, (i) => {
        produced++;
        return { name: `Row ${i}`, note: "n", at: new Date(0) };
      }),
    );
    const reader = stream.getReader();
    const first = await reader.read();
    // The first bytes arrive long before the last row has been produced: nothing is collected first.
    expect(first.done).toBe(false);
    expect(produced).toBeLessThan(20_000);
    let body = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) body += new TextDecoder().decode(chunk.value);
    expect(body.trim().split("\n")).toHaveLength(20_001);
    expect(produced).toBe(20_000);
  });

  it("ends the download with an error when reading the rows fails, rather than leaving it open", async () => {
    async function* failing() {
      yield { name: "First", note: null, at: new Date(0) };
      throw new Error("the database went away");
    }
    await expect(text(csvStream(columns, failing()))).rejects.toThrow();
  });
});
