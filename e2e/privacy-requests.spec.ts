import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { waitForMail, waitForMailNumber } from "./mailbox/client";
import { logInThroughForm } from "./staff";

/** The path of the confirmation link in the `count`th e-mail of that kind to `to` (a later request's mail may still be on its way). */
async function mailedLink(to: string, count: number): Promise<string> {
  const text = await waitForMailNumber(to, /^Confirm your privacy request/, count);
  return /\/privacy\/requests\/verify\?token=[\w-]+/.exec(text)![0];
}

test("a visitor asks for their data, downloads it, then has it erased, through the page and the mailed links", async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = {
    name: `Nandini Privacy ${testInfo.project.name}`,
    email: `nandini-${stamp}@example.com`,
    mobile: `96${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  };
  const sent = await page.request.post("/api/contact", {
    data: { name: who.name, email: who.email, mobile: who.mobile, percentage: "81", course: "BCA", appearedInExam: "no" },
  });
  expect(sent.ok()).toBe(true);

  await page.goto("/privacy/requests");
  await expect(page.getByRole("heading", { level: 1, name: "Your privacy rights" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("See and download the data you hold about me").check();
  await page.getByLabel("Your e-mail address").fill(who.email);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If we hold any data" })).toBeVisible();

  const accessLink = await mailedLink(who.email, 1);
  await page.goto(accessLink);
  await expect(page.getByText("You asked for a copy of your data.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByText("Here is everything we hold about you.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Counselling enquiries" })).toBeVisible();
  await expect(page.getByText(who.name)).toBeVisible();
  // Words and India time, not the program's field names.
  await expect(page.getByText("Page it was sent from").first()).toBeVisible();
  await expect(page.getByText("receivedAt")).toHaveCount(0);
  await expect(page.getByText(/ IST$/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const json = await page.request.get((await page.getByRole("link", { name: "Download as JSON" }).getAttribute("href"))!);
  expect(
    ((await json.json()) as { counsellingEnquiries: { email: string }[] }).counsellingEnquiries.map((lead) => lead.email),
  ).toEqual([who.email]);
  const html = await page.request.get((await page.getByRole("link", { name: "Download as a web page" }).getAttribute("href"))!);
  expect(await html.text()).toContain(who.name);

  // The link works once.
  await page.goto(accessLink);
  await expect(page.getByText("This link has already been used")).toBeVisible();
  await expect(page.getByRole("link", { name: "Make a new request" })).toBeVisible();

  await page.goto("/privacy/requests");
  await page.getByLabel("Erase my data").check();
  await page.getByLabel("Your e-mail address").fill(who.email);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If we hold any data" })).toBeVisible();
  await page.goto(await mailedLink(who.email, 2));
  await expect(page.getByText("this cannot be undone")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByText("Your data has been erased")).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForMail(who.email, /^Your data has been erased/);
});

test("an admin's Privacy Requests fit a phone: a card each, a To do filter, a correction's text masked until asked for", async ({
  page,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = { email: `farah-${stamp}@example.com`, mobile: `95${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` };
  const newAddress = `farah.new@${stamp}.example.com`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "Farah Correction", ...who, percentage: "74", course: "BBA", appearedInExam: "no" },
  });
  expect(sent.ok()).toBe(true);
  const asked = await page.request.post("/api/privacy/requests", {
    data: { email: who.email, kind: "correction", note: `Please change my e-mail to ${newAddress}` },
  });
  expect(asked.ok()).toBe(true);
  await page.goto(await mailedLink(who.email, 1));
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByText("We will make the correction by")).toBeVisible();

  await logInThroughForm(page);
  await page.goto("/admin/privacy-requests");
  await page
    .getByRole("navigation", { name: "Show" })
    .getByRole("link", { name: /^To do \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/privacy-requests\?show=todo$/);
  const card = page
    .getByRole("list", { name: "Privacy requests to do, newest first" })
    .getByRole("listitem")
    .filter({ hasText: `fa•••@${stamp}.example.com` });
  await expect(card.getByRole("heading", { name: /^Correction/ })).toBeVisible();
  await expect(card).toContainText("Confirmed, to do");
  await expect(card.getByText(newAddress)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);
  await card.getByText("Show in full, to make the correction").click();
  await expect(card.getByText(`For ${who.email}: Please change my e-mail to ${newAddress}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Mark the correction as made" }).click();
  await expect(card).toBeHidden();
  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "All" }).click();
  await expect(page.getByRole("list", { name: "Privacy requests, newest first" }).getByRole("listitem").first()).toBeVisible();
});
