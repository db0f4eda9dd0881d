import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { actionArguments, failServerActions, holdServerActions, toasts, uniqueContact } from "./forms";

const FRANCHISE_RECEIVED = "Thank you! Our partnerships team will contact you within two working days.";

async function fillFranchise(page: Page, contact: ReturnType<typeof uniqueContact>) {
  const form = page.getByRole("form", { name: "Franchise enquiry" });
  await form.getByLabel("Organisation Name").fill("Bright Future Academy");
  await form.getByLabel("Contact Person").fill("Ravi Sharma");
  await form.getByLabel("Mobile").fill(contact.mobile);
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Website URL").fill("www.brightfuture.example");
  await form.getByLabel("About Company").fill("A coaching centre in Haldwani with 300 students a year.");
  return form;
}

test.describe("the franchise page", () => {
  test("hero, why join, who we look for, and a form that passes axe", async ({ page }) => {
    await page.goto("/franchise");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why join Disha" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Who we look for" })).toBeVisible();
    await page.getByRole("link", { name: "Apply for a franchise" }).click();
    await expect(page).toHaveURL(/#franchise-form$/);
    const form = page.getByRole("form", { name: "Franchise enquiry" });
    await expect(form.getByLabel("Mobile")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Website URL")).toHaveAttribute("type", "url");
    await form.getByRole("button", { name: "Submit Now" }).click();
    for (const message of [
      "Enter your organisation's name",
      "Enter the contact person's name",
      "Enter your mobile number",
      "Enter your e-mail address",
      "Enter your website address",
      "Enter a few words about your company",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("submits: busy button, the payload, the server's message in a toast, fields cleared", async ({ page }) => {
    await page.goto("/franchise");
    const contact = uniqueContact();
    const form = await fillFranchise(page, contact);

    const actions = await holdServerActions(page);
    await form.getByRole("button", { name: "Submit Now" }).click();
    const request = await actions.next();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(actionArguments(request)).toEqual([
      {
        orgizationname: "Bright Future Academy",
        contactperson: "Ravi Sharma",
        mobile: contact.stored,
        email: contact.email,
        websiteurl: "https://www.brightfuture.example/",
        description: "A coaching centre in Haldwani with 300 students a year.",
        marketingConsent: false,
        page: "/franchise",
      },
    ]);
    actions.release();

    await expect(toasts(page).filter({ hasText: FRANCHISE_RECEIVED })).toBeVisible();
    for (const label of ["Organisation Name", "Contact Person", "Mobile", "Email", "Website URL", "About Company"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByRole("button", { name: "Submit Now" })).toBeEnabled();
  });

  test("a failed submission shows 'Submission failed' and clears the busy state", async ({ page }) => {
    await page.goto("/franchise");
    await failServerActions(page);
    const form = await fillFranchise(page, uniqueContact());
    await form.getByRole("button", { name: "Submit Now" }).click();
    await expect(toasts(page).filter({ hasText: "Submission failed" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit Now" })).toBeEnabled();
    await expect(form.getByLabel("Organisation Name")).toHaveValue("Bright Future Academy");
  });
});

const pdf = (name = "Meera Iyer CV.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

async function fillApplication(page: Page, contact: ReturnType<typeof uniqueContact>) {
  const form = page.getByRole("form", { name: "Job application" });
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Phone").fill(contact.mobile);
  await form.getByLabel("Designation").fill("Career Counsellor");
  await form.getByLabel("Date of Birth").fill("1996-04-12");
  await form.getByLabel("Expected Salary").fill("₹5 LPA");
  await form.getByLabel("Address").fill("12 MG Road, Dehradun");
  return form;
}

test.describe("the careers page", () => {
  test("shows the open roles and an application form that passes axe", async ({ page }) => {
    await page.goto("/career");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Open roles" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Career Counsellor" })).toBeVisible();
    const form = page.getByRole("form", { name: "Job application" });
    await expect(form.getByLabel("Resume")).toHaveAttribute("accept", /application\/pdf/);
    await expect(form.getByText("(optional)")).toHaveCount(1);
    await form.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Enter your name",
      "Enter your date of birth",
      "Enter your address",
      "Enter your expected salary",
      "Attach your resume (PDF, up to 5 MB)",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("refuses a 6 MB file and a file that is not a PDF as soon as they are chosen, and clears the choice", async ({ page }) => {
    await page.goto("/career");
    const resume = page.getByRole("form", { name: "Job application" }).getByLabel("Resume");
    const chosen = () => resume.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

    await resume.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
    await expect(page.getByText("File size 5MB or less allowed!")).toBeVisible();
    expect(await chosen()).toBe(0);

    await resume.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Just some text, renamed."),
    });
    await expect(page.getByText("The resume must be a PDF file.")).toBeVisible();
    expect(await chosen()).toBe(0);

    await resume.setInputFiles(pdf());
    await expect(page.getByText("The resume must be a PDF file.")).toBeHidden();
    expect(await chosen()).toBe(1);
  });

  test("submits an application with a full 5 MB PDF: busy button, 'Form submitted successfully!', form cleared", async ({
    page,
  }) => {
    await page.goto("/career");
    const form = await fillApplication(page, uniqueContact());
    // Exactly the limit, so the server action's body limit is proven to let a full resume through.
    const full = Buffer.alloc(5_242_880, 0x20);
    full.write("%PDF-1.4\n%", 0, "latin1");
    full.write("\n%%EOF\n", full.length - 7, "latin1");
    await form.getByLabel("Resume").setInputFiles({ name: "Meera Iyer CV.pdf", mimeType: "application/pdf", buffer: full });

    const actions = await holdServerActions(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    const request = await actions.next();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    expect(body).toContain("Meera Iyer CV.pdf");
    expect(body).toContain("%PDF-1.4");
    actions.release();

    await expect(toasts(page).filter({ hasText: "Form submitted successfully!" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    expect(await form.getByLabel("Resume").evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  });

  test("tells the applicant when the application could not be sent", async ({ page }) => {
    await page.goto("/career");
    await failServerActions(page);
    const form = await fillApplication(page, uniqueContact());
    await form.getByLabel("Resume").setInputFiles(pdf());
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page).filter({ hasText: /Submission failed: your application was not sent/ })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Meera Iyer");
  });
});
