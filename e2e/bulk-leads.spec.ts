import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { expectToast, uniqueContact } from "./forms";
import { clickAndConfirm } from "./page-helpers";
import { addCounsellor, logInThroughForm } from "./staff";

/** More than the list's page of 50, so "all matching" means more than the page shown. */
const LEADS = 52;

/**
 * This test's own leads, sent through the API a few at a time (so the order within a few is not
 * known: the test only counts on the last few sent being on the first page); their e-mails share
 * `tag`, found by the search.
 */
async function sendLeads(request: APIRequestContext, tag: string) {
  for (let start = 0; start < LEADS; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, LEADS - start) }, async (_, offset) => {
        const n = start + offset;
        const response = await request.post("/api/contact", {
          headers: { "x-forwarded-for": clientAddress() },
          data: {
            name: `Bulk Enquirer ${String(n).padStart(2, "0")}`,
            email: `${tag}-${n}@example.com`,
            mobile: uniqueContact().mobile,
            percentage: 70,
            course: "BCA",
          },
        });
        expect(response.status(), await response.text()).toBe(200);
      }),
    );
  }
}

const leadItems = (page: Page) => page.getByRole("list", { name: "Leads" }).getByRole("listitem");

test("an admin selects every lead matching a search, hands them to a counsellor who finds them in My leads and moves them on, and exports a selection", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Fifty-two enquiries, three log-ins and two axe runs: minutes on a busy two-core machine.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = `${project}-${Date.now().toString(36)}`;
  const tag = `bulk-${stamp}`;
  await sendLeads(request, tag);

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  const counsellorName = `Bina ${project} ${stamp.slice(-4)}`;
  const counsellor = await addCounsellor(page, counsellorName, `bina-${stamp}`);

  // The admin searches for this batch: two pages of them.
  await page.goto("/admin/contacts");
  await page.getByLabel("Search by name, e-mail or mobile").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(`${LEADS} leads`, { exact: true })).toBeVisible();
  await expect(leadItems(page)).toHaveCount(50);
  // Nothing selected yet: no bar, and the first lead in the first screen, even on a phone.
  await expect(page.getByRole("region", { name: "Selected leads" })).toHaveCount(0);
  await expect(leadItems(page).first()).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `/tmp/bulk-leads-${project}-list.png` });
  await expectNoAxeViolations(page);

  // By keyboard: a lead's own box, then the whole page, then everything matching.
  await page.getByRole("checkbox", { name: "Select Bulk Enquirer 51" }).focus();
  await page.keyboard.press("Space");
  const bar = page.getByRole("region", { name: "Selected leads" });
  await expect(bar.getByRole("status")).toHaveText("1 lead selected");
  await page.getByRole("checkbox", { name: "Select this page" }).check();
  await expect(bar.getByRole("status")).toHaveText("50 leads selected");
  await bar.getByRole("button", { name: `Select all ${LEADS} matching this filter` }).click();
  await expect(bar.getByRole("status")).toHaveText(`All ${LEADS} matching leads selected`);
  await page.screenshot({ path: `/tmp/bulk-leads-${project}-selected.png`, fullPage: false });
  await expectNoAxeViolations(page);
  await bar.getByLabel("Assign to").selectOption({ label: `${counsellorName} (${counsellor.username})` });
  // Leads beyond this page change too, so the admin is asked first.
  await clickAndConfirm(
    bar.getByRole("button", { name: "Assign", exact: true }),
    `Assign to ${counsellorName} (${counsellor.username}) all ${LEADS} matching leads? This changes leads on every page of this list, not only the ones shown.`,
  );
  await expectToast(page, `Assigned ${LEADS} leads to ${counsellorName}.`);
  await expect(page.getByRole("region", { name: "Selected leads" })).toHaveCount(0);
  await expect(leadItems(page).first()).toContainText(counsellorName);

  // A selection of two, exported as the list's CSV.
  await page.getByRole("checkbox", { name: "Select Bulk Enquirer 50" }).check();
  await page.getByRole("checkbox", { name: "Select Bulk Enquirer 49" }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    bar.getByRole("button", { name: "Export selected (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  expect(csv[0]).toMatch(/^Received,Name,E-mail,Mobile,Course,/);
  expect(
    csv
      .slice(1)
      .map((line) => line.split(",")[1])
      .sort(),
  ).toEqual(["Bulk Enquirer 49", "Bulk Enquirer 50"]);

  // The counsellor finds them all in My leads, and moves two along, then tries the whole page.
  const counsellorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const mine = await counsellorContext.newPage();
  await logInThroughForm(mine, counsellor);
  await expect(mine).toHaveURL(/\/admin\/dashboard$/);
  await mine.goto("/admin/contacts?view=mine");
  await expect(mine.getByText(`${LEADS} leads`, { exact: true })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Bulk Enquirer 51" })).toBeVisible();
  await mine.getByRole("checkbox", { name: "Select Bulk Enquirer 51" }).check();
  await mine.getByRole("checkbox", { name: "Select Bulk Enquirer 50" }).check();
  const myBar = mine.getByRole("region", { name: "Selected leads" });
  await expect(myBar.getByRole("button", { name: /Export/ })).toHaveCount(0);
  await myBar.getByLabel("Move to").selectOption({ label: "Contacted" });
  await myBar.getByRole("button", { name: "Move", exact: true }).click();
  await expectToast(mine, "Moved 2 leads to Contacted.");
  await mine.getByRole("checkbox", { name: "Select this page" }).check();
  await myBar.getByLabel("Move to").selectOption({ label: "Counselling scheduled" });
  // More than 20 leads: asked first, even on one page.
  await clickAndConfirm(
    myBar.getByRole("button", { name: "Move", exact: true }),
    "Move to Counselling scheduled the 50 selected leads?",
  );
  await expectToast(mine, "Moved 2 leads to Counselling scheduled; 48 could not move from New to Counselling scheduled.");
  await expect(leadItems(mine).filter({ hasText: "Bulk Enquirer 50" })).toContainText("Counselling scheduled");
  await expect(leadItems(mine).filter({ hasText: "Bulk Enquirer 49" })).toContainText("New");
  await mine.getByRole("link", { name: "Bulk Enquirer 51" }).click();
  await expect(mine.getByRole("region", { name: "History" })).toContainText(
    "changed the status: Contacted → Counselling scheduled",
  );
  await counsellorContext.close();
});
