import { expect, test, type Locator, type Page } from "./test";
import { slides as slideContent } from "@/content/home";
import { expectNoAxeViolations } from "./axe";
import { documentTops, waitForHydration } from "./page-helpers";

const hubSteps = [
  ["Career Counselling", "/career-counselling"],
  ["Stream Selection", "/stream-selection"],
  ["College Selection", "/admisson"],
  ["Exam Preparation", "/exam-preparation"],
  ["Admission", "/admisson"],
  ["Placement", "/placement"],
] as const;

const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" });
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
const dots = (page: Page) => carousel(page).getByRole("group", { name: "Choose a slide" }).getByRole("button");

/** Index of the slide the dots mark as current. */
async function currentSlide(page: Page): Promise<number> {
  const states = await dots(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-current")));
  return states.indexOf("true");
}

/** How far Swiper has moved the carousel's slides, in slide widths. */
function trackPosition(page: Page): Promise<number> {
  return carousel(page)
    .locator(".swiper-wrapper")
    .evaluate((wrapper) => -new DOMMatrixReadOnly(getComputedStyle(wrapper).transform).m41 / wrapper.parentElement!.clientWidth);
}

/**
 * Swiper is fetched after the page has loaded, when the browser is idle: with time frozen, that
 * idle moment comes when the test moves the clock on.
 */
/**
 * Moves the page clock on until Swiper is set up: a slider started near view asks for its idle
 * callback only once its IntersectionObserver has reported, which may come after a first move.
 */
async function waitForSwiper(page: Page, track: Locator) {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(track).toHaveClass(/\bswiper-initialized\b/, { timeout: 100 });
  }).toPass();
}

/** Time on the page stands still from the start; tests move it with page.clock.runFor. */
async function openWithFrozenTime(page: Page) {
  await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
  await page.goto("/");
  await waitForHydration(carousel(page).getByRole("button", { name: "Next slide" }));
  await waitForSwiper(page, carousel(page).locator(".swiper"));
}

/**
 * Autoplay (re)starts from an effect React runs once the pointer or focus has left: the page clock
 * moves on a second at a time until the slide shows, rather than in one jump that could come
 * before the effect has run.
 */
async function expectAutoplayTo(page: Page, slide: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return currentSlide(page);
    })
    .toBe(slide);
}

/** Moves the mouse off the carousel (onto the header) so hovering does not pause it. */
const mouseAway = (page: Page) => page.mouse.move(2, 2);

test.describe("home page", () => {
  test("is prerendered and shows the specification's sections in order", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-nextjs-prerender"]).toBeTruthy();
    // One h1, outside the carousel, whose slides out of view are inert.
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    expect(await h1.evaluate((element) => element.closest('[aria-roledescription="slide"]'))).toBeNull();

    const main = page.locator("main");
    const inOrder: Locator[] = [
      main.getByRole("region", { name: "Announcements" }),
      carousel(page),
      main.getByRole("heading", { name: "Check your results" }),
      main.getByRole("region", { name: "Welcome" }),
      main.getByRole("heading", { name: "Watch and learn" }),
      main.getByRole("heading", { name: "What's in it for you" }),
      main.getByRole("heading", { name: "Admission Updates" }),
      main.getByRole("region", { name: "A verse on knowledge" }),
      main.getByRole("heading", { name: "Frequently asked questions" }),
      main.getByRole("heading", { name: "What our students say" }),
      main.getByRole("heading", { name: "Study abroad with Disha" }),
      main.getByRole("heading", { name: "Top Universities to Study Abroad" }),
    ];
    for (const locator of inOrder) await expect(locator).toHaveCount(1);
    const tops = await documentTops(inOrder);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("ends with the top universities by country, United Kingdom first", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Top Universities to Study Abroad" });
    const tabs = section.getByRole("tab");
    await expect(tabs).toHaveText(["United Kingdom", "USA", "Germany", "Canada", "Australia"]);
    await expect(section.getByRole("tab", { name: "United Kingdom" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tabpanel").getByRole("link").first()).toHaveAttribute("href", /^\/university\//);
  });

  test("the ticker carries the admission messages and can be paused", async ({ page }) => {
    await page.goto("/");
    const ticker = page.getByRole("region", { name: "Announcements" });
    await expect(ticker).toContainText("Get admission now");
    // The session from the date, never a past year's.
    const year = new Date().getFullYear();
    await expect(ticker).toContainText(/Limited seats for the 20\d\d–\d\d session/);
    expect(Number(/Limited seats for the (20\d\d)/.exec((await ticker.textContent()) ?? "")?.[1])).toBeGreaterThanOrEqual(year);
    await expect(ticker).toContainText("25,000+ placements");
    const track = ticker.getByRole("list");
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await playState()).toBe("running");
    const pause = ticker.getByRole("checkbox", { name: "Pause" });
    await pause.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    expect(await playState()).toBe("paused");
    await ticker.getByText("Pause").click();
    await expect(pause).not.toBeChecked();
    // It also stops while the pointer rests on it.
    expect(await playState()).toBe("paused");
    await page.mouse.move(2, 600);
    expect(await playState()).toBe("running");
  });

  test("the carousel: six announced slides, the six-step hub, a chat button on every slide", async ({ page }) => {
    await openWithFrozenTime(page);
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slides(page)).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      const slide = slides(page).nth(i);
      await expect(slide).toHaveAttribute("role", "group");
      await expect(slide).toHaveAttribute("aria-label", `${i + 1} of 6`);
      const chat = slide.locator('a[href^="https://wa.me/"]');
      await expect(chat).toHaveCount(1);
      await expect(chat).toHaveAttribute("target", "_blank");
    }
    const hub = slides(page).first().getByRole("list", { name: "Your journey in six steps" }).getByRole("link");
    await expect(hub).toHaveCount(6);
    for (const [i, [label, href]] of hubSteps.entries()) {
      await expect(hub.nth(i)).toHaveAccessibleName(new RegExp(label));
      await expect(hub.nth(i)).toHaveAttribute("href", href);
    }
    await hub.nth(0).click();
    await expect(page).toHaveURL(/\/career-counselling$/);
  });

  test("only the first slide's image loads with the page; every image has explicit dimensions", async ({ page }) => {
    await page.goto("/");
    const images = slides(page).locator("img");
    await expect(images).toHaveCount(6);
    expect(await images.first().getAttribute("loading")).not.toBe("lazy");
    await expect(page.locator('head link[rel="preload"][as="image"][href*="/images/slides/"]')).toHaveCount(1);
    for (let i = 1; i < 6; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
    for (const image of await page.locator("main img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
  });

  test("the first slide is painted from the server's HTML; Swiper's code comes after the page has loaded", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(slideContent[0]!.heading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await page.goto("/");
    await waitForHydration(carousel(page).getByRole("button", { name: "Next slide" }));
    await expect(slides(page).first()).toBeInViewport();
    await expect(carousel(page).locator(".swiper")).not.toHaveClass(/swiper-initialized/);
    const boxes = () =>
      Promise.all([slides(page).first(), carousel(page).getByRole("button", { name: "Next slide" })].map((l) => l.boundingBox()));
    const before = await boxes();
    await waitForSwiper(page, carousel(page).locator(".swiper"));
    await expect(dots(page)).toHaveCount(6);
    // Nothing moved when Swiper took over.
    expect(await boxes()).toEqual(before);
  });

  test("arrows and dots move one slide in 300 ms; slides out of view are inert", async ({ page }) => {
    await openWithFrozenTime(page);
    expect(await currentSlide(page)).toBe(0);
    await expect(slides(page).nth(1)).toHaveAttribute("inert", "");

    // Swiper moves the slides with a CSS transition of the duration it announces.
    const track = carousel(page).locator(".swiper");
    await track.evaluate((element) => {
      const swiper = (
        element as HTMLElement & { swiper: { on: (event: string, handler: (s: unknown, ms: number) => void) => void } }
      ).swiper;
      const durations: number[] = [];
      Object.assign(window, { transitionDurations: durations });
      swiper.on("setTransition", (_swiper, ms) => durations.push(ms));
    });
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    expect(await page.evaluate(() => (window as unknown as { transitionDurations: number[] }).transitionDurations)).toContain(
      300,
    );
    await expect.poll(() => trackPosition(page)).toBeCloseTo(1, 2);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await expect(slides(page).nth(1)).not.toHaveAttribute("inert");
    await expect(slides(page).nth(0)).toHaveAttribute("inert", "");
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(/^Slide 2 of 6: /);

    await dots(page).nth(4).click();
    await page.clock.runFor(400);
    await expect.poll(() => currentSlide(page)).toBe(4);

    // The arrows wrap around: back from the first slide is the last.
    await dots(page).nth(0).click();
    await page.clock.runFor(400);
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await page.clock.runFor(400);
    await expect.poll(() => currentSlide(page)).toBe(5);
  });

  test("the carousel is operable by keyboard", async ({ page }) => {
    await openWithFrozenTime(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(400);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await dots(page).nth(3).focus();
    await page.keyboard.press("Space");
    await page.clock.runFor(400);
    await expect.poll(() => currentSlide(page)).toBe(3);
    // Arrow keys move it while focus is on its controls; PageDown still scrolls the page.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentSlide(page)).toBe(4);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentSlide(page)).toBe(3);
    await page.keyboard.press("PageDown");
    // The page scrolls smoothly; where Chromium animates that on the main thread it waits on
    // animation frames, which follow the paused page clock.
    await page.clock.runFor(1_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await currentSlide(page)).toBe(3);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Tabbing through the page only ever reaches the slide in view.
    await page.getByRole("link", { name: "Skip to content" }).focus();
    const slidesReached: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const slide = await page.evaluate(
        () => document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute("aria-label") ?? null,
      );
      if (slide) slidesReached.push(slide);
    }
    expect(slidesReached.length).toBeGreaterThan(0);
    expect(new Set(slidesReached)).toEqual(new Set(["4 of 6"]));
  });

  test("autoplay advances, and pauses while hovered or focused, or when stopped", async ({ page }) => {
    await openWithFrozenTime(page);
    await mouseAway(page);
    await expectAutoplayTo(page, 1);

    await slides(page).nth(1).hover();
    await page.clock.runFor(15_000);
    expect(await currentSlide(page)).toBe(1);
    await mouseAway(page);
    await expectAutoplayTo(page, 2);

    await carousel(page).getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(15_000);
    expect(await currentSlide(page)).toBe(2);
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await expectAutoplayTo(page, 3);

    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await mouseAway(page);
    await page.clock.runFor(15_000);
    expect(await currentSlide(page)).toBe(3);
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });

  test("with reduced motion the carousel does not rotate and moves without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithFrozenTime(page);
    await mouseAway(page);
    await page.clock.runFor(20_000);
    expect(await currentSlide(page)).toBe(0);
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    // 50 ms of the page's clock: a 300 ms transition would still be at a sixth of the way.
    await page.clock.runFor(50);
    await expect.poll(() => trackPosition(page)).toBeCloseTo(1, 2);
    const ticker = page.getByRole("region", { name: "Announcements" }).getByRole("list");
    expect(await ticker.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });

  test("the results ribbon: JEE results open the official sites in a new tab, boards stay here", async ({ page }) => {
    await page.goto("/");
    const ribbon = page.locator("section", { has: page.getByRole("heading", { name: "Check your results" }) });
    for (const [name, href] of [
      ["JEE Main Result", "https://jeemain.nta.nic.in"],
      ["JEE Advanced Result", "https://jeeadv.ac.in"],
    ] as const) {
      const link = ribbon.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(ribbon.getByRole("link", { name: "10th Result" })).toHaveAttribute("href", "/boards/10th");
    await ribbon.getByRole("link", { name: "12th Result" }).click();
    await expect(page).toHaveURL(/\/boards\/12th$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("12th Board Results");
  });

  test("videos: a local poster first; nothing from the video host loads before play", async ({ page }) => {
    const hostRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) hostRequests.push(request.url());
    });
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Watch and learn" }) });
    await section.scrollIntoViewIfNeeded();
    const list = section.getByRole("list").getByRole("button");
    await expect(list).toHaveCount(5);
    await expect(list.first()).toHaveAttribute("aria-current", "true");
    const play = section.getByRole("button", { name: /^Play video: / });
    await expect(play).toHaveAccessibleName("Play video: Do schools kill creativity?");
    await expect(play.locator("img")).toHaveAttribute("src", /^\/images\/videos\//);
    await expect(section.locator("iframe")).toHaveCount(0);

    await list.nth(2).click();
    await expect(list.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(list.first()).not.toHaveAttribute("aria-current");
    await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText("The power of believing that you can improve");
    await expect(play).toHaveAccessibleName("Play video: The power of believing that you can improve");
    expect(hostRequests).toEqual([]);

    await play.click();
    const frame = section.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/_X0mgOOSpLU\?/);
    await expect(frame).toHaveAttribute("title", "The power of believing that you can improve");
    await expect(frame).toBeFocused();
    await expect.poll(() => hostRequests.length).toBeGreaterThan(0);

    // Choosing another video shows its poster again, ready to play.
    await list.nth(4).click();
    await expect(section.locator("iframe")).toHaveCount(0);
    await expect(play).toHaveAccessibleName("Play video: How to make stress your friend");
    await expect(section.getByRole("link", { name: /View all videos/ })).toHaveAttribute("target", "_blank");
  });

  test("benefits, admission updates, the verse", async ({ page }) => {
    await page.goto("/");
    const benefits = page.locator("section", { has: page.getByRole("heading", { name: "What's in it for you" }) });
    await expect(benefits.getByRole("listitem")).toHaveCount(5);

    const updates = page.locator("#blogs");
    await expect(updates.getByRole("article")).toHaveCount(3);
    for (const article of await updates.getByRole("article").all()) {
      await expect(article.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(article.locator("time")).toHaveAttribute("datetime", /^2025-06-\d\d$/);
      await expect(article).toContainText(/By \S/);
      await expect(article).toContainText(/views|min read/);
    }
    await expect(updates).toContainText("June 20, 2025");
    await updates.getByRole("link", { name: "View All Updates" }).click();
    await expect(page).toHaveURL(/\/blogs$/);

    await page.goto("/");
    const verse = page.getByRole("region", { name: "A verse on knowledge" });
    await expect(verse.locator('[lang="sa"]')).toContainText("विद्या ददाति विनयं");
    await expect(verse).toContainText("Knowledge gives humility");
  });

  test("FAQ: one answer open at a time, the open question closes on click, the expanded state follows", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Frequently asked questions" }) });
    // Native <details name="faq"> disclosures: their open state is what assistive technology reads as expanded.
    const questions = section.locator("details > summary");
    await expect(questions).toHaveCount(6);
    const expanded = () =>
      questions.evaluateAll((summaries) =>
        summaries.map((summary) => String((summary.parentElement as HTMLDetailsElement).open)),
      );
    expect(await expanded()).toEqual(["true", "false", "false", "false", "false", "false"]);

    await questions.nth(2).click();
    expect(await expanded()).toEqual(["false", "false", "true", "false", "false", "false"]);
    const panel = page.locator(`#${await questions.nth(2).getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleName(await questions.nth(2).innerText());
    await expect(page.locator(`#${await questions.nth(0).getAttribute("aria-controls")}`)).toBeHidden();

    await questions.nth(2).click();
    expect(await expanded()).toEqual(["false", "false", "false", "false", "false", "false"]);
    await expect(panel).toBeHidden();

    await questions.nth(5).focus();
    await page.keyboard.press("Enter");
    expect(await expanded()).toEqual(["false", "false", "false", "false", "false", "true"]);
    await page.keyboard.press("Space");
    expect(await expanded()).toEqual(["false", "false", "false", "false", "false", "false"]);

    const ask = section.getByRole("link", { name: /Ask Your Question/ });
    await expect(ask).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });

  test("testimonials: seven cards, no autoplay, arrows move one card", async ({ page, isMobile }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await page.goto("/#testimonials");
    const slider = page.getByRole("region", { name: "Student testimonials" });
    const cards = slider.locator('[aria-roledescription="slide"]');
    await expect(cards).toHaveCount(7);
    await expect(cards.nth(6)).toHaveAttribute("aria-label", "7 of 7");
    const previous = page.getByRole("button", { name: "Previous testimonial" });
    const next = page.getByRole("button", { name: "Next testimonial" });
    await waitForHydration(next);

    const firstVisible = () =>
      cards.evaluateAll((elements) => {
        const track = elements[0]!.closest(".swiper")!.getBoundingClientRect();
        return elements.findIndex((card) => card.getBoundingClientRect().left >= track.left - 1);
      });
    await waitForSwiper(page, slider);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await page.clock.runFor(20_000);
    expect(await firstVisible()).toBe(0);

    await next.click();
    await page.clock.runFor(400);
    await expect.poll(firstVisible).toBe(1);
    await expect(previous).not.toHaveAttribute("aria-disabled");
    await expect(slider.locator("..").locator('[aria-live="polite"]')).toHaveText(isMobile ? "2 of 7" : "2–4 of 7");

    // The last step shows the seventh card: 3 per view on a desktop, 1 on a phone.
    const lastFirst = isMobile ? 6 : 4;
    for (let first = 2; first <= lastFirst; first++) {
      await next.click();
      await page.clock.runFor(400);
      await expect.poll(firstVisible).toBe(first);
    }
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("link", { name: /Book Your Career Counselling Session/ })).toHaveAttribute("target", "_blank");
  });

  test("the study-abroad and footer anchors exist on the home page", async ({ page }) => {
    await page.goto("/");
    for (const id of [
      "study-uk",
      "study-us",
      "study-nz",
      "study-australia",
      "study-canada",
      "scholarships",
      "visa-assistance",
      "testimonials",
      "blogs",
    ]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator("#study-uk").getByRole("link")).toHaveAttribute("href", "/aboradstudy");
    await expect(page.locator("#scholarships").getByRole("link")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);

    // A footer anchor lands with its target below the fixed header.
    await page.getByRole("contentinfo").getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/#testimonials$/);
    const sectionTop = () => page.locator("#testimonials").evaluate((element) => element.getBoundingClientRect().top);
    await expect
      .poll(async () => {
        const top = await sectionTop();
        return top >= 80 && top < 140;
      })
      .toBe(true);
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("home carousel on a touch screen", { tag: "@mobile-only" }, () => {
  test("a swipe moves to the next slide", async ({ page }) => {
    await openWithFrozenTime(page);
    const box = (await slides(page).first().boundingBox())!;
    const y = Math.round(box.y + 60);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 300, y }] });
    for (let x = 290; x >= 60; x -= 10)
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => currentSlide(page)).toBe(1);
    await expect.poll(() => trackPosition(page)).toBeCloseTo(1, 2);
  });
});

test.describe("testimonial slider widths", { tag: "@desktop-only" }, () => {
  test("the cards sit where Swiper puts them before it loads", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Student testimonials" });
    // Whole pixels, from the slider's corner (the page scrolls between the two measures): CSS lays
    // the cards out in 1/64 px, Swiper in pixels of its own arithmetic.
    const boxes = () =>
      slider.evaluate((region) => {
        const corner = region.getBoundingClientRect();
        return [...region.querySelectorAll('[aria-roledescription="slide"]')].map((card) => {
          const { left, top, width, height } = card.getBoundingClientRect();
          return [left - corner.left, top - corner.top, width, height].map(Math.round);
        });
      });
    const before = await boxes();
    // Swiper is set up for this slider only once it comes near the viewport.
    await expect(slider).not.toHaveClass(/\bswiper-initialized\b/);
    await slider.scrollIntoViewIfNeeded();
    await waitForSwiper(page, slider);
    expect(await boxes()).toEqual(before);
  });

  test("three cards in view at 1280 px, two under 1024 px, one under 768 px", async ({ page }) => {
    const fullyVisible = () =>
      page
        .getByRole("region", { name: "Student testimonials" })
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((cards) => {
          const track = cards[0]!.closest(".swiper")!.getBoundingClientRect();
          return cards.filter((card) => {
            const box = card.getBoundingClientRect();
            return box.left >= track.left - 1 && box.right <= track.right + 1;
          }).length;
        });
    await page.goto("/");
    expect(await fullyVisible()).toBe(3);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(fullyVisible).toBe(2);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(fullyVisible).toBe(1);
  });
});

test("at rest, the floating buttons leave the slider's controls uncovered", async ({ page }) => {
  await page.goto("/");
  const controls = carousel(page).locator("[data-keep-clear]").getByRole("button");
  await waitForHydration(controls.first());
  const floating = page.getByRole("complementary", { name: "Quick contact" }).getByRole("link");
  await expect(floating).toHaveCount(2);
  const overlaps = async () => {
    const boxes = async (list: Locator) =>
      (await Promise.all((await list.all()).map((one) => one.boundingBox()))).filter((box) => box !== null);
    const [under, over] = [await boxes(controls), await boxes(floating)];
    return under.some((a) =>
      over.some((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
    );
  };
  await expect.poll(overlaps).toBe(false);
  // They stay within the screen.
  for (const link of await floating.all()) expect((await link.boundingBox())!.y).toBeGreaterThan(0);
});
