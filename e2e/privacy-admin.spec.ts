import { readFile } from "node:fs/promises";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { logInThroughForm } from "./staff";

/** An instant in India time, as a datetime-local field takes it ("2026-11-25T14:30"). */
const indiaLocal = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);
/** Today in India, as a date field takes it. */
const indiaToday = () => indiaLocal(Date.now()).slice(0, 10);

// Desktop only: the one privacy settings row is written here, and two projects at once would overwrite each other's change.
test(
  "an admin changes a retention period, records a breach and notifies a person, then exports the day's audit log",
  {
    tag: "@desktop-only",
  },
  async ({ page }) => {
    test.slow();
    const contact = uniqueContact();
    await logInThroughForm(page);

    // Retention: the audit log's year is a floor, said plainly; a good change is saved.
    await page.goto("/admin/privacy-settings");
    await expect(page.getByRole("heading", { name: "Privacy Settings", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const audit = page.getByLabel("An audit log entry");
    await audit.fill("300");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Audit log entries must be kept at least 365 days (one year)." }),
    ).toBeVisible();
    await audit.fill("365");
    await page.getByLabel("A sent e-mail's text").fill("120");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Privacy settings saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("A sent e-mail's text")).toHaveValue("120");

    // A breach, recorded and told to the person listed.
    await page.goto("/admin/breaches");
    await expect(page.getByRole("heading", { name: "Data Breaches", level: 1 })).toBeVisible();
    const summary = `Test breach ${contact.email}: a spreadsheet of enquiries was e-mailed to the wrong address.`;
    const record = page.getByRole("form", { name: "Record a breach" });
    await record.getByLabel("What happened").fill(summary);
    await record.getByLabel("Found at (India time)").fill(indiaLocal(Date.now() - 3_600_000));
    await record.getByLabel("People affected (about)").fill("1");
    await record.getByLabel("Personal data affected").fill("Names and e-mail addresses");
    await record
      .getByLabel("Notice to the people affected")
      .fill("Your name and e-mail address were sent to the wrong person by mistake.\n\nWe have asked them to delete it.");
    await record.getByRole("button", { name: "Record breach" }).click();
    await expect(toasts(page).filter({ hasText: "Breach recorded." })).toBeVisible();

    const breach = page.getByRole("listitem").filter({ hasText: summary });
    await expect(breach).toContainText("Not sent yet");
    await breach.getByLabel("These e-mail addresses").check();
    await breach.getByLabel(/^E-mail addresses/).fill(contact.email);
    await breach.getByRole("button", { name: "Send notice" }).click();
    await expect(toasts(page).filter({ hasText: "Notice queued for 1 person." })).toBeVisible();
    await expect(breach).toContainText("1 queued, last on");
    await expectNoAxeViolations(page);
    const notice = await waitForMail(contact.email, /^Important: a personal data breach/);
    expect(notice).toContain("sent to the wrong person by mistake");

    // The audit log of today, as CSV: the change and the breach are in it.
    await page.goto("/admin/audit");
    const exporting = page.getByRole("form", { name: "Export as CSV" });
    await exporting.getByLabel("From", { exact: true }).fill(indiaToday());
    await exporting.getByLabel("To", { exact: true }).fill(indiaToday());
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exporting.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    expect(csv.split("\n")[0]).toContain("Time (India),By,Action,In words,Record kind,Record id,Before,After");
    expect(csv).toContain("changed how long personal data is kept");
    expect(csv).toContain("sent the breach notice to the people affected");

    // Back to the default, for whoever comes next.
    await page.goto("/admin/privacy-settings");
    await page.getByLabel("A sent e-mail's text").fill("90");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Privacy settings saved." })).toBeVisible();
  },
);
