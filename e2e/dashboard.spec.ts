import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { toasts, uniqueContact } from "./forms";
import { addCounsellor, logInThroughForm } from "./staff";

// Other suites send leads at the same time: this walk counts only the leads of a campaign of its own.
test("an admin reads the funnel of a campaign's leads and follows a step to those leads; the figures download as CSV", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const campaign = `fair-${stamp}`;
  const names = ["Anaya Kulkarni", "Vivaan Bose", "Saanvi Pillai"];
  for (const [index, name] of names.entries()) {
    const contact = uniqueContact();
    const sent = await request.post("/api/contact", {
      headers: { "x-forwarded-for": clientAddress() },
      data: {
        name,
        email: contact.email,
        mobile: contact.mobile,
        percentage: 80,
        course: index < 2 ? "MBBS" : "MBA",
        utm_source: "edu-fair",
        utm_campaign: campaign,
      },
    });
    expect(sent.status()).toBe(200);
  }

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  // One of them is called and moves on.
  await page.goto(`/admin/contacts?campaign=${campaign}&q=${encodeURIComponent("Vivaan")}`);
  await page.getByRole("link", { name: "Vivaan Bose" }).click();
  await page.getByRole("button", { name: "Move to Contacted" }).click();
  await expect(toasts(page).filter({ hasText: "Status updated." })).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "Last 30 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const form = page.getByRole("form", { name: "Custom range and campaign" });
  await form.getByLabel("utm_campaign").fill(campaign);
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`));

  const headline = page.getByRole("region", { name: "Headline figures" });
  await expect(headline.getByText("Leads", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("3");
  const funnel = page.getByRole("table", { name: "The funnel, step by step" });
  await expect(funnel.getByRole("row", { name: /^New / })).toContainText("3");
  await expect(funnel.getByRole("row", { name: /^Contacted / })).toContainText("1");
  await expect(funnel.getByRole("row", { name: /^Contacted / })).toContainText("33 %");
  const courses = page.getByRole("table", { name: "Course" });
  await expect(courses.getByRole("row", { name: /^MBBS / })).toContainText("2");
  // The day's count per form, in the table behind the chart.
  await page.getByText("Leads per day as a table").click();
  const today = new Date(Date.now() + 330 * 60_000).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  await expect(
    page.getByRole("table", { name: "Leads per day, by form" }).getByRole("row", { name: new RegExp(`^${today} `) }),
  ).toContainText("3");
  await expectNoAxeViolations(page);

  // The CSV holds the same figures.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download figures (CSV)" }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain("Headline,Everyone,leads,3");
  expect(text).toContain("Funnel,Contacted,leads,1");

  // The funnel's step opens the Contact List with those leads, by keyboard.
  await funnel
    .getByRole("row", { name: /^Contacted / })
    .getByRole("link")
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/contacts\?.*reached=CONTACTED/);
  const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  await expect(leads).toHaveCount(1);
  await expect(leads.first()).toContainText("Vivaan Bose");

  // An admin may start on the dashboard instead of College Add.
  await page.goto("/admin/dashboard");
  const startHere = page.getByRole("button", { name: "Start here after logging in" });
  await expect(startHere).toHaveAttribute("aria-pressed", "false");
  await startHere.click();
  await expect(startHere).toHaveAttribute("aria-pressed", "true");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("button", { name: "Start here after logging in" }).click();
  await expect(page.getByRole("button", { name: "Start here after logging in" })).toHaveAttribute("aria-pressed", "false");
});

test("a counsellor lands on their own dashboard, with the team's figures beside theirs and no one else's rows", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  const counsellor = await addCounsellor(page, `Ira ${stamp}`, `ira-${stamp}`);
  await page.context().clearCookies();

  await logInThroughForm(page, counsellor);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Your leads received")).toBeVisible();
  const mine = page.getByRole("region", { name: "Your figures, with the team's" });
  await expect(mine.getByText("Leads", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("0");
  await expect(mine.getByText(/^Team: \d+$/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Counsellors" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start here after logging in" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A range that cannot be read says so, and shows the last 30 days.
  await page.goto("/admin/dashboard?from=2026-13-45&to=2026-11-01");
  await expect(page.getByRole("alert").filter({ hasText: "Showing the last 30 days" })).toHaveText(
    "Enter both dates of the range as dates. Showing the last 30 days.",
  );
});
