import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";

test("an admin imports a CSV with one bad row: the dry run names it, the import stores the rest, a second upload adds nothing", async ({
  page,
}, testInfo) => {
  // A long walk: two uploads, two dry runs, an import and three pages.
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const [asha, rohan] = [uniqueContact(), uniqueContact()];
  // A Meta lead-form export with the course and 12th marks asked as questions; row 3 has a bad mobile.
  const csv = [
    "full_name,phone_number,email,course,12th percentage,campaign_name",
    `Asha ${stamp},${asha.mobile},${asha.email},MBA,81,fair-${stamp}`,
    `Bad Row ${stamp},12345,bad-${stamp}@example.com,MBA,70,fair-${stamp}`,
    `Rohan ${stamp},${rohan.mobile},${rohan.email},BCA,74,fair-${stamp}`,
  ].join("\n");
  const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  const file = { name: `fair-${stamp}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) };

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await page.goto("/admin/lead-import");
  await expect(page.getByRole("heading", { name: "Import Leads", level: 1 })).toBeVisible();
  // A sample file to start from, whose headings the page recognises (lib/leads/import/import-city.test.ts).
  const sample = page.getByRole("link", { name: "Download a sample file" });
  await expect(sample).toHaveAttribute("href", "/lead-import-sample.csv");
  const sampleFile = await page.request.get("/lead-import-sample.csv");
  expect(sampleFile.status()).toBe(200);
  expect(await sampleFile.text()).toMatch(/^Full Name,Email,Mobile,Course,12th %,City,/);

  await page.getByLabel("CSV file").setInputFiles(file);
  // The headings were recognised, and the first rows are shown.
  await expect(page.getByLabel("Name (required)")).toHaveValue("0");
  await expect(page.getByLabel("Mobile (required)")).toHaveValue("1");
  await expect(page.getByLabel("12th percentage (required)")).toHaveValue("4");
  const preview = page.getByRole("table", { name: `The first rows of ${file.name}` });
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(preview).toContainText(`Rohan ${stamp}`);
  await expectNoAxeViolations(page);

  // The dry run: one row with a problem, named by its row, field and reason.
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(
    page.getByText("3 rows: 2 ready to import, 1 with problems (left out), 0 imported before (skipped)."),
  ).toBeVisible();
  const problems = page.getByRole("table", { name: "Problems" });
  await expect(problems.getByRole("row").nth(1)).toHaveText(/^3\s*Mobile\s*Enter a valid 10-digit Indian mobile number$/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Import 2 leads" }).click();
  await expect(
    page.getByText("2 leads imported (0 flagged as repeats), 1 rows with problems left out, 0 imported before skipped."),
  ).toBeVisible();

  // The imported leads are on the Contact List, from the Import, once each.
  await page.getByRole("link", { name: "See the imported leads on the Contact List" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\?source=IMPORT$/);
  await page.goto(`/admin/contacts?source=IMPORT&campaign=fair-${stamp}`);
  await expect(leads.filter({ hasText: `Asha ${stamp}` })).toHaveCount(1);
  await expect(leads.filter({ hasText: `Rohan ${stamp}` })).toHaveCount(1);
  await expect(leads).toHaveCount(2);

  // The same file again: nothing is new, and nothing is added.
  await page.goto("/admin/lead-import");
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(
    page.getByText("3 rows: 0 ready to import, 1 with problems (left out), 2 imported before (skipped)."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 0 leads" })).toBeDisabled();
  const again = await page.request.post(`/api/admin/lead-import?step=import&file=${file.name}`, {
    data: csv,
    headers: { "content-type": "text/csv" },
  });
  expect(await again.json()).toMatchObject({ imported: 0, alreadyImported: 2, invalid: 1 });
  await page.goto(`/admin/contacts?source=IMPORT&campaign=fair-${stamp}`);
  await expect(leads).toHaveCount(2);
});

test("a file that is not CSV is refused with the reason, before anything is read", async ({ page }) => {
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await page.goto("/admin/lead-import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "leads.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("PK\u0003\u0004"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Choose a CSV file (its name ends in .csv)." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check the file" })).toHaveCount(0);
});
