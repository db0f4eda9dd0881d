import { expect, test, type Locator, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { actionArguments, failServerActions, holdServerActions, toasts, uniqueContact } from "./forms";

const BENEFITS = [
  "Expert Guidance",
  "Career Roadmap",
  "Course Selection",
  "Admission Support",
  "Scholarship Info",
  "100% Free Session",
];
const RECEIVED = "Thank you! A counsellor will call you within one working day.";

async function fillLead(form: Locator, contact: ReturnType<typeof uniqueContact>, course = "BCA") {
  await form.getByLabel("Full Name").fill("Riya Sharma");
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Mobile Number").fill(`+91 ${contact.mobile}`);
  await form.getByLabel("12th Percentage").fill("82.5");
  await form.getByLabel("Course").selectOption(course);
}

test.describe("the Free Counselling modal", () => {
  test("costs nothing on first load: the modal and its form load on the first click", async ({ page, request }) => {
    // The page's first-load JS is what its HTML names; link prefetching later in idle time is not.
    const html = await (await request.get("/")).text();
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    const firstLoad = (await Promise.all(sources.map(async (source) => (await request.get(source)).text()))).join("\n");
    for (const marker of ["What you get", "Book Free Session", "data-sonner-toaster"]) expect(firstLoad).not.toContain(marker);

    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/");
    await expect(page.locator("[data-sonner-toaster]")).toHaveCount(0);
    await page.getByRole("link", { name: "Free Counselling" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect((await Promise.all(scripts)).join("\n")).toContain("What you get");
  });

  // The button is on every page; a plain text page keeps the home page's carousels from competing for the CPU.
  async function openModal(page: Page) {
    await page.goto("/privacy");
    const trigger = page.getByRole("link", { name: "Free Counselling" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Book your free career counselling session" });
    await expect(dialog).toBeVisible();
    return { trigger, dialog, submit: dialog.getByRole("button", { name: "Book Free Session" }) };
  }

  test("shows the benefits, passes axe, validates and toggles the exam fields", async ({ page }) => {
    const { dialog, submit } = await openModal(page);
    for (const benefit of BENEFITS) await expect(dialog.getByText(benefit, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await submit.click();
    for (const message of [
      "Enter your name",
      "Enter your e-mail address",
      "Enter your mobile number",
      "Enter your 12th percentage",
      "Choose a course",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await expect(dialog.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    // The exam fields appear only for "yes" and are then required.
    await expect(dialog.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(dialog.getByLabel("Exam Name")).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Yes" }).check();
    await expect(dialog.getByLabel("Exam Name")).toBeVisible();
    await expect(dialog.getByLabel("Exam score")).toBeVisible();
    await submit.click();
    await expect(dialog.getByText("Enter the exam name")).toBeVisible();
    await expect(dialog.getByText("Enter your exam score")).toBeVisible();
    // The score is on the exam's own scale: a JEE Main percentile to 100, NEET marks to 720.
    await dialog.getByLabel("Exam Name").fill("JEE Main");
    await expect(dialog.getByLabel("Exam score")).toHaveAccessibleDescription(/JEE Main: your percentile, 0 to 100/);
    await dialog.getByLabel("Exam score").fill("101");
    await submit.click();
    await expect(dialog.getByText("A JEE Main percentile must be from 0 to 100")).toBeVisible();
    await dialog.getByLabel("Exam Name").fill("NEET");
    await expect(dialog.getByLabel("Exam score")).toHaveAccessibleDescription(/NEET: your marks out of 720/);
    await dialog.getByLabel("Exam score").fill("721");
    await submit.click();
    await expect(dialog.getByText("A NEET score must be from 0 to 720")).toBeVisible();
    await dialog.getByLabel("Exam score").fill("612");
    await submit.click();
    await expect(dialog.getByText("A NEET score must be from 0 to 720")).toHaveCount(0);
    await expect(dialog.getByLabel("Exam score")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sends the right payload with the busy state, toasts, clears, closes after 3 s and returns focus", async ({ page }) => {
    const { trigger, dialog, submit } = await openModal(page);
    // An exam answered and then taken back: the exam fields go, and so do their values from the payload.
    await dialog.getByRole("radio", { name: "Yes" }).check();
    await dialog.getByLabel("Exam Name").fill("JEE Main");
    await dialog.getByLabel("Exam score").fill("101");
    await dialog.getByRole("radio", { name: "No" }).check();
    await expect(dialog.getByLabel("Exam Name")).toHaveCount(0);
    const contact = uniqueContact();
    await fillLead(dialog, contact);

    const actions = await holdServerActions(page);
    await submit.click();
    const request = await actions.next();
    const busy = dialog.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    expect(actionArguments(request)).toEqual([
      "MODAL",
      // Where it was sent from travels with it (the page the modal was opened on).
      // The marketing box left as it came, unticked: no consent to marketing.
      {
        name: "Riya Sharma",
        email: contact.email,
        mobile: contact.stored,
        percentage: 82.5,
        course: "BCA",
        appearedInExam: "no",
        marketingConsent: false,
        page: "/privacy",
      },
    ]);
    actions.release();

    await expect(toasts(page).filter({ hasText: RECEIVED })).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await expect(dialog.getByLabel("Course")).toHaveValue("");
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("traps the focus, closes on Escape and gives the focus back to the button that opened it", async ({ page }) => {
    await page.goto("/privacy");
    const trigger = page.getByRole("link", { name: "Free Counselling" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }

    // The notice's disclosure is the form's last control: Tab reaches it and opens it, and only then wraps.
    const close = dialog.getByRole("button", { name: "Close" });
    const disclosure = dialog.getByText("What we collect, why, and for how long");
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(disclosure).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(disclosure).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("How long we keep it")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("the contact page", () => {
  test("has the form, offices, phone, e-mail, hours, WhatsApp and the map, and passes axe", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const section = page.locator("#counselling-form");
    await expect(section.getByRole("heading", { name: "Register for Counselling" })).toBeVisible();
    for (const office of ["Head Office, Greater Noida West", "Dehradun Office", "Melbourne Office"]) {
      await expect(page.getByRole("heading", { name: office })).toBeVisible();
    }
    await expect(page.getByRole("main").getByText("Mon-Sat 9AM-6PM")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("main").getByRole("link", { name: /chat on whatsapp/i })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    const map = page.getByRole("link", { name: /open in google maps/i });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    await expect(map.getByRole("img")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(section.getByRole("link", { name: "How we handle your data" })).toHaveAttribute("href", "/privacy");
    // The itemised notice opens from the keyboard: what, why, how long, and whom to complain to.
    const notice = section.getByText("What we collect, why, and for how long");
    await notice.focus();
    await page.keyboard.press("Enter");
    for (const term of ["What we collect", "Why", "How long we keep it", "Your choices"])
      await expect(section.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    await expect(
      section
        .getByRole("definition")
        .filter({ hasText: "Questions or complaints about your data: The Grievance Officer, grievance@dishaeducation.in" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("sends the exam fields on yes, takes a NEET score out of 720, toasts the server's message and resets", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.locator("#counselling-form");
    const contact = uniqueContact();
    await fillLead(form, contact, "MBBS");
    await form.getByRole("radio", { name: "Yes" }).check();
    await form.getByLabel("Exam Name").fill("NEET");
    await form.getByLabel("Exam score").fill("612");
    const marketing = form.getByRole("checkbox", { name: /news of admissions, scholarships and events/ });
    await expect(marketing).not.toBeChecked();
    await marketing.check();

    const actions = await holdServerActions(page);
    await form.getByRole("button", { name: "Register Now" }).click();
    const request = await actions.next();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(actionArguments(request)).toEqual([
      "CONTACT_PAGE",
      {
        name: "Riya Sharma",
        email: contact.email,
        mobile: contact.stored,
        percentage: 82.5,
        course: "MBBS",
        appearedInExam: "yes",
        examName: "NEET",
        examPercentage: 612,
        marketingConsent: true,
        page: "/contact",
      },
    ]);
    actions.release();

    await expect(toasts(page).filter({ hasText: RECEIVED })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
  });

  test("loads the form with the page, but zod, the schema and the toasts only once the visitor turns to it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    const firstLoad = (await Promise.all(sources.map(async (source) => (await request.get(source)).text()))).join("\n");
    expect(firstLoad).toContain("Register Now");
    // zod's issue codes, a message of the lead schema, and sonner's toaster attribute.
    for (const marker of ["invalid_type", "Enter your 12th percentage", "data-sonner-toaster"])
      expect(firstLoad).not.toContain(marker);

    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/contact");
    const form = page.locator("#counselling-form");
    await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
    await form.getByLabel("Full Name").focus();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(1);
    await expect.poll(async () => (await Promise.all(scripts)).join("\n")).toContain("Enter your 12th percentage");
  });

  test("says so when the form's checks cannot be fetched, and clears the busy state", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#counselling-form");
    await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
    // The connection drops after the page has loaded, before the visitor turns to the form.
    await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
    const alert = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await form.getByRole("button", { name: "Register Now" }).click();
    expect(await alert).toBe("Submission failed: the form could not be checked. Please check your connection and try again.");
    await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
  });

  test("a failed submission says 'Submission failed' and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await failServerActions(page);
    const form = page.locator("#counselling-form");
    const contact = uniqueContact();
    await fillLead(form, contact);
    await form.getByRole("button", { name: "Register Now" }).click();

    await expect(toasts(page).filter({ hasText: "Submission failed" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Riya Sharma");
    await expect(form.getByLabel("Email")).toHaveValue(contact.email);
    await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
  });
});
