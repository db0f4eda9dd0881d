import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { expectToast } from "./forms";
import { gradientPng } from "./images";
import { clickAndConfirm } from "./page-helpers";
import { logInThroughForm } from "./staff";

/** Waits for the toast with `text`, settled (axe reads colours mid-animation as low contrast). */
test.describe("colleges and blogs in the admin panel", () => {
  test("an admin adds a college, edits it in the dialog and deletes it; each change shows on /admisson", async ({
    page,
  }, testInfo) => {
    const name = `E2E Panel School of Management ${testInfo.project.name}`;
    const rank = testInfo.project.name === "mobile" ? 981 : 980;
    await logInThroughForm(page);
    await expect(page.getByRole("heading", { name: "College Add", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("College name").fill(name);
    await page.getByLabel("NIRF rank").fill(String(rank));
    await page.getByLabel("Category").selectOption("Management");
    await page.getByLabel("Address (city, state)").fill("Pune, Maharashtra");
    await page.getByLabel("Accreditation").fill("AICTE approved");
    await page.getByLabel("Fees").fill("₹10–12 lakh (2 years)");
    await page.getByLabel("Average package").fill("₹8 LPA");
    await page.getByLabel("Exams").fill("CAT, MAT");
    await page.getByLabel("Rating (0 to 5)").fill("4.1");
    await page.getByLabel("Image URL").fill("https://example.com/campus.jpg");
    await page
      .getByLabel("Description")
      .fill(
        "A management school used only by the end-to-end tests: its long description proves that the list trims it to one hundred characters and offers Read more.",
      );
    await page.getByRole("button", { name: "Add college" }).click();
    await expectToast(page, "College Added Successfully!");
    await expect(page.getByLabel("College name")).toHaveValue("");

    await page.goto("/admisson?tab=management");
    await expect(page.getByRole("article", { name })).toContainText("Pune, Maharashtra");

    await page.goto("/admin/colleges");
    const search = page.getByRole("searchbox", { name: "Search by name or category" });
    await search.fill("no such college anywhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "No colleges found" })).toBeVisible();
    await search.fill(name.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const card = page.getByRole("article", { name });
    await expect(page.getByRole("article")).toHaveCount(1);
    await card.getByRole("button", { name: "Read more" }).click();
    await expect(card).toContainText("offers Read more.");
    await card.getByRole("button", { name: "Read less" }).click();
    await expect(card.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);

    const update = card.getByRole("button", { name: `Update ${name}` });
    await update.click();
    const dialog = page.getByRole("dialog", { name: `Update ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("College name")).toHaveValue(name);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(update).toBeFocused();

    await update.click();
    await dialog.getByLabel("Address (city, state)").fill("Nagpur, Maharashtra");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "College Updated Successfully!");
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Nagpur, Maharashtra");
    await page.goto("/admisson?tab=management");
    await expect(page.getByRole("article", { name })).toContainText("Nagpur, Maharashtra");

    await page.goto("/admin/colleges");
    await clickAndConfirm(page.getByRole("button", { name: `Delete ${name}` }), "Are you sure you want to delete this college?");
    await expectToast(page, "College Deleted Successfully!");
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    await page.goto("/admisson?tab=management");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });

  test("an admin adds a blog with an uploaded image, sees it on /blogs, edits and deletes it", async ({ page }, testInfo) => {
    const title = `E2E blog with a picture (${testInfo.project.name})`;
    await logInThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
    await page.goto("/admin/blogs/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("By (author)").fill("Neha Verma");
    await page.getByLabel("Course").fill("MBA");
    await page.getByLabel("Image file").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: gradientPng() });
    await page.getByLabel("Description").fill("First paragraph.\n\n<b>Second</b> paragraph, shown as typed.");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add blog" }).click();
    await expectToast(page, "Blog Added Successfully!");

    await page.goto("/blogs");
    const link = page.getByRole("link", { name: title });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("<b>Second</b> paragraph, shown as typed.")).toBeVisible();
    const image = page.locator("main img").first();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("src")).toContain("media");

    await page.goto("/admin/blogs");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: `Update ${title}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill(`${title}, revised`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Blog Updated Successfully!");
    await page.goto("/blogs");
    await expect(page.getByRole("link", { name: `${title}, revised` })).toBeVisible();

    await page.goto("/admin/blogs");
    await clickAndConfirm(
      page.getByRole("button", { name: `Delete ${title}, revised` }),
      "Are you sure you want to delete this blog?",
    );
    await expectToast(page, "Blog Deleted Successfully!");
    await page.goto("/blogs");
    await expect(page.getByRole("link", { name: `${title}, revised` })).toHaveCount(0);
  });

  test("/collegelist: its own login form, then college add, blog add and the blog list", async ({ page }) => {
    await page.goto("/collegelist");
    await expect(page.getByRole("heading", { name: "College and blog desk" })).toBeVisible();
    await expectNoAxeViolations(page);
    await logInThroughForm(page, undefined, "/collegelist");
    await expect(page).toHaveURL(/\/collegelist$/);
    await expect(page.getByRole("heading", { name: "Add a college" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add a blog" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Blogs", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Username")).toBeVisible();
  });
});
