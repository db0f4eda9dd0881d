// WhatsApp inside the lead, the site running against its Cloud API stand-in (e2e/whatsapp/server.ts):
// an unknown number's message becomes a lead, an admin maps a reply template to an approved
// WhatsApp template, the template sent from the lead's page reaches the Cloud API with the lead's
// values, Meta's delivered and read statuses tick it, and the person's reply appears without a reload;
// the wait line turns answered by itself; an image and a document they send open from the thread;
// the Lead Sources page shows WhatsApp's state. Then a marketing template to a Contact List filter:
// the leads who agreed get it, the rest are counted.
import { expect, test } from "./test";
import { clientAddress } from "./client-address";
import { expectNoAxeViolations } from "./axe";
import { expectToast, uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";

// playwright.config.ts starts the stand-in on the port after the mailbox's.
const WHATSAPP_STAND_IN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

type CloudRequest = {
  id: string;
  to: string;
  type: string;
  template?: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
};

/** A 1×1 PNG, as the person's image. */
const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const standIn = (path: string, body?: object) =>
  fetch(`${WHATSAPP_STAND_IN_URL}/_stand-in/${path}`, body ? { method: "POST", body: JSON.stringify(body) } : {}).then(
    (response) => response.json() as Promise<unknown>,
  );

test("a WhatsApp conversation on the lead's page: template out, ticks and a reply in, live", async ({ page }, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Wa Person ${stamp}`;
  const from = `91${uniqueContact().mobile}`;

  // Someone nobody knows writes to the business number: a lead from WhatsApp.
  expect(await standIn("inbound", { from, text: "Hello, I want to know about MBA colleges", name })).toEqual({ site: 200 });

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);

  // The admin maps a reply template to the approved one, its parameters in order.
  await page.goto("/admin/reply-templates");
  const addForm = page.getByRole("region", { name: "Add a template" });
  await addForm.getByLabel("Template name").fill(`Follow up ${stamp}`);
  await addForm.getByRole("radio", { name: "WhatsApp" }).check();
  await addForm.getByLabel("Message").fill("Hello {name}, {counsellor} from Disha here about your enquiry.");
  await addForm.getByLabel("Approved name in WhatsApp Manager").fill("enquiry_follow_up");
  // Languages by name; Meta is sent the code.
  await addForm.getByLabel("Its language").selectOption({ label: "English" });
  await addForm.getByLabel("Its parameters, in order").fill("{name}");
  await addForm.getByRole("button", { name: "Add template" }).click();
  // {counsellor} is used but not a parameter: refused beside the field.
  await expect(addForm.getByLabel("Its parameters, in order")).toHaveAccessibleDescription(/The message uses \{counsellor\}/);
  await addForm.getByLabel("Its parameters, in order").fill("{name}, {counsellor}");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expectToast(page, `Template “Follow up ${stamp}” added.`);
  await expect(
    page
      .getByRole("list", { name: "Reply templates" })
      .getByRole("listitem")
      .filter({ hasText: `Follow up ${stamp}` }),
  ).toContainText("Approved template enquiry_follow_up in English");

  // The new lead, found by its name.
  await expect(async () => {
    await page.goto("/admin/contacts");
    await page.getByLabel("Search by name, e-mail or mobile").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Where it came from" })).toContainText("WhatsApp message");
  const thread = page.getByRole("region", { name: "WhatsApp" });
  const messages = thread.getByRole("log", { name: "WhatsApp messages" });
  await expect(messages).toContainText("Hello, I want to know about MBA colleges");
  await expect(thread).toContainText("You can write freely until");
  await expect(page.getByText(/^Waiting for a first response/)).toBeVisible();

  // The template, by keyboard.
  await thread.getByLabel("Approved template").selectOption({ label: `Follow up ${stamp} (English)` });
  await thread.getByLabel("Approved template").focus();
  await page.keyboard.press("Tab");
  await expect(thread.getByRole("button", { name: "Send template" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, "Message queued");
  const sent = messages.getByRole("listitem").filter({ hasText: `Hello ${name}` });
  await expect(sent).toContainText("Sent");
  // The WhatsApp message was the lead's first response: the wait line says so without a reload.
  await expect(page.getByText(/^First response after/)).toBeVisible();
  await expect(page.getByText(/^Waiting for a first response/)).toHaveCount(0);

  const requests = (await standIn("requests")) as CloudRequest[];
  const request = requests.find((each) => each.to === from && each.type === "template");
  expect(request?.template).toMatchObject({
    name: "enquiry_follow_up",
    language: { code: "en" },
    components: [{ parameters: [{ text: name }, { text: expect.any(String) }] }],
  });

  // Meta's statuses tick it, and the reply shows, without a reload.
  expect(await standIn("status", { id: request!.id, status: "delivered" })).toEqual({ site: 200 });
  await expect(sent).toContainText("Delivered");
  expect(await standIn("status", { id: request!.id, status: "read" })).toEqual({ site: 200 });
  await expect(sent).toContainText("Read");
  expect(await standIn("inbound", { from, text: "Yes please, call me at 5 pm", name })).toEqual({ site: 200 });
  await expect(messages).toContainText("Yes please, call me at 5 pm");

  // How soon a reply shows on the open page, from the webhook's sending (the issue's "p95 < 3 s in
  // the tests"): measured and reported with the test's results, not asserted.
  const shownAfter: number[] = [];
  for (let i = 1; i <= 20; i++) {
    const text = `Reply ${i} of ${stamp}`;
    const sentAt = Date.now();
    expect(await standIn("inbound", { from, text, name })).toEqual({ site: 200 });
    await messages.getByText(text).waitFor();
    shownAfter.push(Date.now() - sentAt);
  }
  shownAfter.sort((a, b) => a - b);
  const replyDelay = `p50 ${shownAfter[9]} ms, p95 ${shownAfter[18]} ms, max ${shownAfter[19]} ms (20 replies)`;
  testInfo.annotations.push({ type: "a reply shown on the open lead page after", description: replyDelay });
  console.log(`[${testInfo.project.name}] a reply shown on the open lead page after: ${replyDelay}`);

  // An image and a document they send: opened from the thread, fetched from WhatsApp as asked.
  const mediaId = (kind: number) => `${Date.now()}${kind}${Math.floor(Math.random() * 1000)}`;
  const image = { type: "image", id: mediaId(1), mimeType: "image/png", base64: ONE_PIXEL_PNG };
  const pdf = Buffer.from("%PDF-1.4\n% a marksheet\n");
  const pdfFile = {
    type: "document",
    id: mediaId(2),
    mimeType: "application/pdf",
    filename: "marksheet.pdf",
    base64: pdf.toString("base64"),
  };
  expect(await standIn("inbound", { from, name, media: image })).toEqual({ site: 200 });
  expect(await standIn("inbound", { from, name, media: pdfFile })).toEqual({ site: 200 });
  const openImage = messages.getByRole("link", { name: "Open image (opens in a new tab)" });
  await expect(openImage).toBeVisible();
  const shown = await page.request.get((await openImage.getAttribute("href"))!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()["content-type"]).toBe("image/png");
  expect(shown.headers()["content-disposition"]).toMatch(/^inline;/);
  expect((await shown.body()).equals(Buffer.from(ONE_PIXEL_PNG, "base64"))).toBe(true);
  const downloadLink = messages
    .getByRole("listitem")
    .filter({ hasText: "Received a document: marksheet.pdf" })
    .getByRole("link", { name: "Download document" });
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe("marksheet.pdf");

  // A chat that fits the phone, and passes axe.
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width).toBeLessThanOrEqual(0);
  await thread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/whatsapp-${testInfo.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);

  // Their reply waits for an answer: the Contact List's "Replied, not answered" view lists the lead.
  await page.goto(`/admin/contacts?view=replied&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Leads" })).toContainText("WhatsApp reply unanswered");

  // WhatsApp's state beside the lead channels.
  await page.goto("/admin/lead-sources");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "WhatsApp Business (Cloud API)" }) });
  await expect(card).toContainText("Set up");
  await expect(card.getByText("Last message received").locator("xpath=following-sibling::dd[1]")).not.toHaveText("None yet");
  await expect(card).toContainText(/Today\s*\d+ received, \d+ sent/);
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test("a marketing template to the leads of a Contact List filter: counts first, then one message on each lead that agreed", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const tag = `wabulk-${stamp}`;
  // Three enquiries through the contact form's API: two agree to marketing messages, one does not.
  const people = [
    { name: `Wa Bulk Agrees ${stamp}`, marketing: true },
    { name: `Wa Bulk Also ${stamp}`, marketing: true },
    { name: `Wa Bulk Declines ${stamp}`, marketing: false },
  ].map((person, n) => ({ ...person, ...uniqueContact(), email: `${tag}-${n}@example.com` }));
  for (const person of people) {
    const response = await request.post("/api/contact", {
      headers: { "x-forwarded-for": clientAddress() },
      data: {
        name: person.name,
        email: person.email,
        mobile: person.mobile,
        percentage: 70,
        course: "MBA",
        marketingConsent: person.marketing,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await page.goto("/admin/reply-templates");
  const addForm = page.getByRole("region", { name: "Add a template" });
  await addForm.getByLabel("Template name").fill(`Open day ${stamp}`);
  await addForm.getByRole("radio", { name: "WhatsApp" }).check();
  await addForm.getByLabel("Message").fill("Hello {name}, our {course} open day is this Sunday.");
  await addForm.getByLabel("Approved name in WhatsApp Manager").fill("open_day");
  await addForm.getByLabel("Its language").selectOption("en");
  await addForm.getByLabel("Its parameters, in order").fill("{name}, {course}");
  await addForm.getByLabel(/Meta categorised it as marketing/).check();
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expectToast(page, `Template “Open day ${stamp}” added.`);

  // The filter: this test's leads, by the search.
  await page.goto(`/admin/contacts?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText("3 leads", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: "Select this page" }).check();
  const bar = page.getByRole("region", { name: "Selected leads" });
  await bar.getByLabel("WhatsApp template").selectOption({ label: `Open day ${stamp} (marketing)` });
  await bar.getByRole("button", { name: "Check who gets it" }).click();
  await expect(
    bar.getByText(`“Open day ${stamp}” would go to 2 leads; skipped: 1 never agreed to marketing messages.`),
  ).toBeFocused();
  const send = bar.getByRole("button", { name: "Send to 2 leads" });
  await expect(send).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/whatsapp-bulk-${testInfo.project.name}.png`, fullPage: false });
  await expectNoAxeViolations(page);

  await send.click();
  await expectToast(page, `Queued “Open day ${stamp}” for 2 leads`);
  await expectToast(page, "skipped: 1 never agreed to marketing messages.");

  // Each lead who agreed has the message on its thread, sent; the one who did not has none.
  for (const person of people) {
    await page.goto(`/admin/contacts?q=${encodeURIComponent(person.email)}`);
    await page.getByRole("link", { name: person.name }).click();
    await expect(page.getByRole("heading", { name: person.name, level: 1 })).toBeVisible();
    const thread = page.getByRole("region", { name: "WhatsApp" });
    if (!person.marketing) {
      await expect(thread).toContainText("No WhatsApp messages yet.");
      continue;
    }
    const message = thread.getByRole("log", { name: "WhatsApp messages" }).getByRole("listitem");
    await expect(message).toContainText(`Hello ${person.name}, our MBA open day is this Sunday.`);
    await expect(message).toContainText("Sent");
  }
  await expectNoAxeViolations(page);
  const requests = (await standIn("requests")) as CloudRequest[];
  expect(
    requests
      .filter((each) => people.some((person) => each.to === `91${person.mobile}`))
      .map((each) => each.to)
      .sort(),
  ).toEqual(
    people
      .filter((person) => person.marketing)
      .map((person) => `91${person.mobile}`)
      .sort(),
  );
});
