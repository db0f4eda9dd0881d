// The Staff page's two-step rule changes every counsellor's log-in at once: it asks before saving,
// says how it went beside the box (a toast once covered it), and the list shows who has set up an app.
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { addCounsellor, logInThroughForm } from "./staff";

test("the two-step rule asks first and answers beside its box; the staff list shows who has set up an app", async ({
  page,
}, testInfo) => {
  const admin = await logInThroughForm(page);
  const username = `rule-${testInfo.project.name}-${Date.now().toString(36)}`;
  await addCounsellor(page, "Meera Rule", username);
  await page.goto("/admin/staff");
  const members = page.getByRole("list", { name: "Staff members" }).getByRole("listitem");
  await expect(members.filter({ hasText: username })).toContainText("two-step log-in not set up");
  await expect(members.filter({ hasText: admin.username })).toContainText("two-step log-in set up");

  const rule = page.getByRole("checkbox", { name: /Require two-step log-in of every staff member/ });
  await expect(rule).toBeChecked();
  // Declined: nothing changes, on the page or after a reload.
  const asked = page.waitForEvent("dialog");
  const clicked = rule.click();
  const question = await asked;
  expect(question.message()).toBe(
    "Stop requiring two-step log-in of every staff member? Counsellors who have not set up an app will log in with their password alone.",
  );
  await question.dismiss();
  await clicked;
  await expect(rule).toBeChecked();
  await page.reload();
  await expect(rule).toBeChecked();

  // Accepted (and put back at once: other suites' counsellors log in meanwhile, either way works for them).
  for (const [accept, checked, said] of [
    [true, false, "Counsellors who have not set up an app log in with their password alone; admins still need a code."],
    [true, true, "Every staff member now logs in with a code from their app."],
  ] as const) {
    page.once("dialog", (dialog) => void (accept ? dialog.accept() : dialog.dismiss()));
    await rule.click();
    const status = page.getByRole("status").filter({ hasText: said });
    await expect(status).toBeVisible();
    if (checked) await expect(rule).toBeChecked();
    else await expect(rule).not.toBeChecked();
    // Nothing lies over the box: a click at its centre reaches it.
    const box = (await rule.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute("type"), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe("checkbox");
  }
  await expectNoAxeViolations(page);
});
