import { expect, test, type Page } from "./test";
import { careerCounsellingPage } from "@/content/pages/career-counselling";
import { eduVoyagePage } from "@/content/pages/eduvoyage";
import { examPreparationPage } from "@/content/pages/exam-preparation";
import { placementPage } from "@/content/pages/placement";
import { privacyPage } from "@/content/pages/privacy";
import { settleAbroadPage } from "@/content/pages/settleabroad";
import { sipPage } from "@/content/pages/sip";
import { skillMigrationPage } from "@/content/pages/skillmigration";
import { streamSelectionPage } from "@/content/pages/stream-selection";
import { termsPage } from "@/content/pages/terms";
import { testimonialsPage } from "@/content/pages/testimonials";
import { blogsPage } from "@/content/pages/blogs";
import { onlineMbaPage, programmes } from "@/content/programmes";
import type { Meta } from "@/content/schema";
import { testimonials } from "@/content/testimonials";
import { expectNoAxeViolations } from "./axe";

type Route = { path: string; meta: Meta; crumb: string; headings: string[] };

const policyHeadings = (page: { heading: string; sections: { heading: string }[] }) => [
  page.heading,
  "On this page",
  ...page.sections.map((section) => section.heading),
];

/** Every route of this part, with the h1 and h2 headings the specification's sections give it, in order. */
const routes: Route[] = [
  {
    path: "/sip",
    meta: sipPage.meta,
    crumb: "SIP",
    headings: [
      sipPage.hero.heading,
      sipPage.heading,
      sipPage.whatIs.heading,
      sipPage.benefits.heading,
      sipPage.coaching.heading,
      sipPage.cta.heading,
    ],
  },
  {
    path: "/testimonials",
    meta: testimonialsPage.meta,
    crumb: "Testimonials",
    headings: [testimonialsPage.hero.heading, testimonialsPage.listHeading, testimonialsPage.cta.heading],
  },
  {
    path: "/skillmigration",
    meta: skillMigrationPage.meta,
    crumb: "Skilled migration",
    headings: [
      skillMigrationPage.hero.heading,
      skillMigrationPage.whyChoose.heading,
      skillMigrationPage.destinations.heading,
      skillMigrationPage.services.heading,
      skillMigrationPage.cta.heading,
    ],
  },
  // The Grievance Officer's section comes from configuration (lib/privacy/grievance.ts), last.
  {
    path: "/privacy",
    meta: privacyPage.meta,
    crumb: privacyPage.heading,
    headings: [...policyHeadings(privacyPage), "Grievance Officer"],
  },
  { path: "/terms", meta: termsPage.meta, crumb: termsPage.heading, headings: policyHeadings(termsPage) },
  ...(
    [
      ["/stream-selection", streamSelectionPage],
      ["/career-counselling", careerCounsellingPage],
    ] as const
  ).map(([path, page]) => ({
    path,
    meta: page.meta,
    crumb: page.hero.eyebrow!,
    headings: [page.hero.heading, ...page.sections.map((section) => section.heading), page.cta.heading],
  })),
  {
    path: "/exam-preparation",
    meta: examPreparationPage.meta,
    crumb: "Exam preparation",
    headings: [
      examPreparationPage.hero.heading,
      examPreparationPage.intro.heading,
      examPreparationPage.exams.heading,
      examPreparationPage.approach.heading,
      examPreparationPage.cta.heading,
    ],
  },
  {
    path: "/placement",
    meta: placementPage.meta,
    crumb: "Placement",
    headings: [
      placementPage.hero.heading,
      placementPage.statsHeading,
      placementPage.services.heading,
      placementPage.nursing.heading,
      placementPage.process.heading,
      placementPage.cta.heading,
    ],
  },
  {
    path: "/onlineMba",
    meta: onlineMbaPage.meta,
    crumb: onlineMbaPage.hero.eyebrow!,
    headings: [
      onlineMbaPage.hero.heading,
      onlineMbaPage.intro.heading,
      onlineMbaPage.whyOnline.heading,
      onlineMbaPage.eligibility.heading,
      onlineMbaPage.careerImpact.heading,
      onlineMbaPage.programmes.heading,
      onlineMbaPage.cta.heading,
    ],
  },
  {
    path: "/blogs",
    meta: blogsPage.meta,
    crumb: "Blogs",
    headings: [blogsPage.hero.heading, blogsPage.listHeading, blogsPage.cta.heading],
  },
  {
    path: "/eduvoyage",
    meta: eduVoyagePage.meta,
    crumb: "EduVoyage",
    headings: [
      eduVoyagePage.hero.heading,
      eduVoyagePage.timeline.heading,
      eduVoyagePage.benefits.heading,
      eduVoyagePage.offerings.heading,
      eduVoyagePage.facts.heading,
      eduVoyagePage.cta.heading,
    ],
  },
  {
    path: "/settleabroad",
    meta: settleAbroadPage.meta,
    crumb: "Settle abroad",
    headings: [
      settleAbroadPage.hero.heading,
      settleAbroadPage.highlights.heading,
      settleAbroadPage.countries.heading,
      settleAbroadPage.courses.heading,
      settleAbroadPage.process.heading,
      settleAbroadPage.cta.heading,
    ],
  },
];

/** Waits until the browser has run its rendering steps twice, so pending observer callbacks have fired. */
async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Scrolls every fade-in item into view and waits until each is fully shown, so axe sees final colours. */
async function revealEverything(page: Page) {
  for (const item of await page.locator("[data-reveal-item]").all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toHaveCSS("opacity", "1");
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function expectChatLink(href: string | null) {
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toMatch(/^\/\d{8,15}$/);
  expect(url.searchParams.get("text")).toBeTruthy();
}

for (const route of routes) {
  test(`${route.path} answers 200 with its sections in order, its own metadata and breadcrumbs, and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);

    const headings = await page
      .locator("main")
      .locator("h1, h2")
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim()));
    expect(headings).toEqual(route.headings);
    await expect(page.locator("main h1")).toHaveCount(1);

    await expect(page).toHaveTitle(route.meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.meta.description);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(route.path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", route.meta.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(route.crumb);
    const trail = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList");
    const items = trail?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => [item.position, item.name, new URL(item.item).pathname])).toEqual([
      [1, "Home", "/"],
      [2, route.crumb, route.path],
    ]);

    await revealEverything(page);
    await expectNoAxeViolations(page);
  });
}

test.describe("Online MBA", () => {
  test("shows the 11 programme cards with their durations, new-course tags and View Program chat links", async ({ page }) => {
    await page.goto("/onlineMba");
    const cards = page.locator("#programmes li");
    await expect(cards).toHaveCount(11);
    for (const [index, programme] of programmes.entries()) {
      const card = cards.nth(index);
      for (const text of [
        programme.school,
        programme.title,
        programme.highlight,
        programme.degree,
        `${programme.durationMonths} months`,
      ]) {
        await expect(card).toContainText(text);
      }
      await expect(card.getByText(onlineMbaPage.programmes.newTag, { exact: true })).toHaveCount(programme.isNew ? 1 : 0);
      const view = card.getByRole("link", { name: /^View Program/ });
      await expect(view).toHaveAttribute("target", "_blank");
      await expect(view).toHaveAttribute("rel", /noopener/);
      const href = await view.getAttribute("href");
      expectChatLink(href);
      expect(new URL(href!).searchParams.get("text")).toContain(programme.title);
    }
    const durations = await page.locator("#programmes dd").allTextContents();
    for (const months of [11, 12, 14, 15, 18, 24, 30]) expect(durations).toContain(`${months} months`);
    await expect(page.getByText(onlineMbaPage.programmes.newTag, { exact: true })).toHaveCount(
      programmes.filter((p) => p.isNew).length,
    );
    await expect(page.locator("main")).toContainText("2+ years");
    await expect(page.locator("main")).toContainText("30 to 70 percent");
  });
});

test.describe("EduVoyage timeline", () => {
  test("items start hidden, fade in once 30% is visible, and stay visible", async ({ page }) => {
    await page.goto("/eduvoyage");
    const items = page.locator("#story li");
    await expect(items).toHaveCount(4);
    const last = items.last();
    await expect(last).toHaveCSS("opacity", "0");
    await expect(last).not.toHaveAttribute("data-revealed");

    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    const box = (await last.boundingBox())!;
    const top = box.y + (await page.evaluate(() => window.scrollY));
    const viewport = page.viewportSize()!.height;

    // 10% in view: still hidden.
    await scrollTo(top - viewport + box.height * 0.1);
    await afterTwoFrames(page);
    await expect(last).not.toHaveAttribute("data-revealed");
    await expect(last).toHaveCSS("opacity", "0");

    // 60% in view: shown.
    await scrollTo(top - viewport + box.height * 0.6);
    await expect(last).toHaveAttribute("data-revealed", "");
    await expect(last).toHaveCSS("opacity", "1");

    // Out of view and back: it stays shown (once only).
    await scrollTo(0);
    await afterTwoFrames(page);
    await expect(last).toHaveAttribute("data-revealed", "");
    await expect(last).toHaveCSS("opacity", "1");
  });

  test("with reduced motion every item is shown at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/eduvoyage");
    const items = page.locator("#story li");
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) await expect(item).toHaveCSS("opacity", "1");
  });

  test("benefit cards, seven offerings and the facts are there", async ({ page }) => {
    await page.goto("/eduvoyage");
    for (const group of eduVoyagePage.benefits.groups)
      await expect(page.getByRole("heading", { name: group.title, exact: true })).toBeVisible();
    await expect(page.locator("#offerings li")).toHaveCount(7);
    for (const fact of eduVoyagePage.facts.items) await expect(page.locator("#facts")).toContainText(fact.value);
  });
});

test.describe("policies", () => {
  test("privacy describes the real login-code, reset-link, hashing, e-mail and rate-limit behaviour", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.locator("main");
    for (const fact of [
      "6 digits",
      "10 minutes",
      "5 attempts",
      "1 hour",
      "Argon2id",
      "signed out on every other device",
      "rate limited",
      "which version of the notice",
      "never ticked for you",
    ]) {
      await expect(main).toContainText(fact);
    }
    await expect(main).not.toContainText("24 hours");
    for (const id of [
      "information-we-collect",
      "how-we-use-it",
      "security",
      "email-delivery",
      "retention",
      "your-rights",
      "contact",
      "grievance-officer",
    ]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator("section#grievance-officer")).toContainText("E-mail: grievance@dishaeducation.in");
  });

  test("terms has seven sections and was last updated on 20 May 2025", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.locator("main article > section")).toHaveCount(7);
    await expect(page.locator("main")).toContainText("Last updated: 20 May 2025");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(6).click();
    await expect(page).toHaveURL(/#changes-and-contact$/);
  });
});

test.describe("no dead buttons", () => {
  for (const path of ["/career-counselling", "/settleabroad"]) {
    test(`every call to action on ${path} goes somewhere`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.locator("button")).toHaveCount(0);
      const chats = main.locator('a[href^="https://wa.me/"]');
      expect(await chats.count()).toBeGreaterThan(0);
      for (const link of await chats.all()) {
        expectChatLink(await link.getAttribute("href"));
        await expect(link).toHaveAttribute("target", "_blank");
      }
      for (const href of await main.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href, "link target").toMatch(/^(\/|#|https:\/\/wa\.me\/)/);
      }
    });
  }

  test("the career-counselling booking button opens the counselling chat", async ({ page }) => {
    await page.goto("/career-counselling");
    const booking = page.getByRole("link", { name: new RegExp(`^${careerCounsellingPage.cta.button.label}`) });
    await expect(booking).toHaveAttribute("target", "_blank");
    expectChatLink(await booking.getAttribute("href"));
  });

  test("each settle-abroad destination has its own chat button naming the country", async ({ page }) => {
    await page.goto("/settleabroad");
    for (const country of settleAbroadPage.countries.items) {
      const link = page.getByRole("link", { name: new RegExp(`${settleAbroadPage.countries.enquireLabel} ${country.country}`) });
      expect(new URL((await link.getAttribute("href"))!).searchParams.get("text")).toContain(country.country);
      await expect(page.locator("#destinations")).toContainText(country.priceFrom);
    }
  });
});

test("the testimonials page shows all seven stories", async ({ page }) => {
  await page.goto("/testimonials");
  const stories = page.locator("#stories figure");
  await expect(stories).toHaveCount(7);
  for (const [index, testimonial] of testimonials.entries()) {
    await expect(stories.nth(index)).toContainText(testimonial.name);
    await expect(stories.nth(index)).toContainText(testimonial.role);
  }
});
