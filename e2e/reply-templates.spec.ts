import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { expectToast, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { addStaffMember, logInThroughForm } from "./staff";

test("an admin keeps reply templates; a counsellor e-mails one, filled in, from a lead's page and opens another in WhatsApp", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const counsellorName = `Tara ${testInfo.project.name}`;
  const counsellorEmail = `tara-${stamp}@example.com`;
  const contact = uniqueContact();

  // The admin adds a counsellor with an e-mail address, then the templates.
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await logInThroughForm(adminPage);
  await expect(adminPage).toHaveURL(/\/admin\/colleges\/new$/);
  const counsellor = await addStaffMember(adminPage, { name: counsellorName, username: `tara-${stamp}`, email: counsellorEmail });
  await adminPage.goto("/admin/reply-templates");
  await expect(adminPage.getByRole("heading", { name: "Reply Templates", level: 1 })).toBeVisible();
  const addForm = adminPage.getByRole("region", { name: "Add a template" });

  await addForm.getByLabel("Template name").fill(`Welcome ${stamp}`);
  await addForm.getByLabel("Subject").fill("Your enquiry");
  await addForm
    .getByLabel("Message")
    .fill("Hello {name},\n\nI am {counsellor} from Disha. Shall we talk about {course} colleges this week?");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expectToast(adminPage, `Template “Welcome ${stamp}” added.`);
  const welcome = adminPage.getByRole("article", { name: `Welcome ${stamp}` });
  await expect(welcome).toContainText("E-mail · Subject: Your enquiry");

  // A placeholder the site cannot fill is refused, named, beside the message.
  await addForm.getByLabel("Template name").fill(`Fees ${stamp}`);
  await addForm.getByLabel("Subject").fill("Fees");
  await addForm.getByLabel("Message").fill("The {fees} for {course} are due.");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expect(addForm.getByLabel("Message")).toHaveAccessibleDescription(
    /Unknown placeholder \{fees\}: use \{name\}, \{course\} or \{counsellor\}\.$/,
  );
  await expect(addForm.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(adminPage.getByRole("article", { name: `Fees ${stamp}` })).toHaveCount(0);

  // A WhatsApp template has no subject.
  await addForm.getByLabel("Template name").fill(`Chat ${stamp}`);
  await addForm.getByRole("radio", { name: "WhatsApp" }).check();
  await expect(addForm.getByLabel("Subject")).toHaveCount(0);
  await addForm.getByLabel("Message").fill("Hi {name}, {counsellor} here about {course} & fees?");
  await addForm.getByRole("button", { name: "Add template" }).click();
  await expectToast(adminPage, `Template “Chat ${stamp}” added.`);
  await expectNoAxeViolations(adminPage);

  // The e-mail's subject is edited in the dialog.
  await welcome.getByRole("button", { name: `Update Welcome ${stamp}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: `Update Welcome ${stamp}` });
  await dialog.getByLabel("Subject").fill("Your {course} enquiry, {name}");
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(adminPage, `Template “Welcome ${stamp}” saved.`);
  await expect(welcome).toContainText("Subject: Your {course} enquiry, {name}");
  await admin.close();

  // A parent enquires; the counsellor opens the lead.
  const sent = await request.post("/api/contact", {
    data: { name: "Ishita Sen", email: contact.email, mobile: contact.mobile, percentage: 88, course: "MBA" },
  });
  expect(sent.status()).toBe(200);
  await logInThroughForm(page, counsellor);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/contacts?q=${encodeURIComponent(contact.email)}`);
  await page.getByRole("link", { name: "Ishita Sen" }).click();
  await expect(page.getByRole("heading", { name: "Ishita Sen", level: 1 })).toBeVisible();

  // The e-mail, previewed filled in, then sent.
  const reply = page.getByRole("region", { name: "Reply" });
  await reply.getByLabel("Template").selectOption({ label: `Welcome ${stamp}` });
  const preview = reply.getByRole("group", { name: "Preview of the e-mail" });
  await expect(preview).toContainText(contact.email);
  await expect(preview).toContainText("Your MBA enquiry, Ishita Sen");
  const filled = `Hello Ishita Sen, I am ${counsellorName} from Disha. Shall we talk about MBA colleges this week?`;
  // (Whitespace compared collapsed: the blank line between the paragraphs is one space here.)
  await expect(preview).toContainText(filled);
  await expect(preview).toContainText(`the lead's answer comes to you at ${counsellorEmail}`);
  await expectNoAxeViolations(page);
  await reply.getByRole("button", { name: "Send e-mail" }).click();
  await expectToast(page, `E-mail “Your MBA enquiry, Ishita Sen” is on its way to ${contact.email}.`);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`${counsellorName} e-mailed a reply from a template`);

  const mail = await waitForMail(contact.email, /^Your MBA enquiry, Ishita Sen$/);
  expect(mail.replace(/\s+/g, " ")).toContain(filled);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${counsellorEmail}\\r?$`, "m"));
  expect(mail).not.toContain("{");

  // The WhatsApp message opens in WhatsApp typed in, and the tap is recorded.
  await reply.getByLabel("Template").selectOption({ label: `Chat ${stamp}` });
  const text = `Hi Ishita Sen, ${counsellorName} here about MBA & fees?`;
  await expect(reply.getByRole("group", { name: "Preview of the WhatsApp message" })).toContainText(text);
  const whatsApp = reply.getByRole("link", { name: "Open in WhatsApp" });
  const link = `https://wa.me/${contact.stored.slice(1)}?text=${encodeURIComponent(text)}`;
  await expect(whatsApp).toHaveAttribute("href", link);
  await expect(whatsApp).toHaveAttribute("target", "_blank");
  // No chat service in the test: the tab it opens is answered here.
  await page
    .context()
    .route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const chat = page.waitForEvent("popup");
  await whatsApp.click();
  expect((await chat).url()).toBe(link);
  await expect(history).toContainText(`${counsellorName} reached out: on WhatsApp`);
  await expectNoAxeViolations(page);
});
