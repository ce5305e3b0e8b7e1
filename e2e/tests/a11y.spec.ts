import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, SIGN_UP_CONSENT, signUpViaApi, test } from "../fixtures.ts";
import { networkQuiet, watchRequests } from "../network.ts";
import { uploadViaApi } from "../upload-video.ts";

/** Stands for a video the walk's account uploaded, so /video/{id} is checked with its player too. */
const UPLOADED_VIDEO = "/video/{uploaded}";

/**
 * Every route of docs/product.md#routes, with real ids where a route takes one (UPLOADED_VIDEO for a
 * video the caller uploaded; a video that does not exist is checked in its not-found state).
 */
async function routes(request: APIRequestContext): Promise<string[]> {
  const experts = (await (await request.get("/api/experts?category=medical")).json()) as { experts: { id: string }[] };
  const expertId = experts.experts[0]?.id;
  const doubts = (await (await request.get("/api/doubts")).json()) as { items: { id: string; doctorId: string }[] };
  const doubtId = doubts.items[0]?.id;
  // A doctor's profile: the author of a demo doubt.
  const personId = doubts.items[0]?.doctorId;
  expect(expertId, "an expert id from the demo data").toBeTruthy();
  expect(doubtId, "a doubt id from the demo data").toBeTruthy();
  return [
    "/",
    "/explore",
    `/expert/${expertId}`,
    `/book/${expertId}`,
    "/bookings",
    "/messages",
    "/profile",
    "/profile/wallet",
    "/feed",
    "/create-post",
    "/upload-video",
    "/ask-doubt",
    "/consultation-mode",
    "/consultation-mode?tab=hours",
    "/become-expert",
    "/admin/applications",
    "/video/00000000-0000-4000-8000-000000000000",
    UPLOADED_VIDEO,
    `/doubt/${doubtId}`,
    `/u/${personId}`,
    "/profile/edit",
    "/profile/settings",
    "/profile/security",
    "/profile/help",
    "/profile/notifications",
    "/profile/records",
    "/profile/my-data",
    "/profile/concerns",
    "/profile/concerns/new",
    "/admin/grievances",
    "/admin/erasures",
    "/privacy-policy",
    "/privacy-notice",
    "/terms-of-service",
    "/account-deletion",
    "/account-deletion/confirm?token=not-a-real-token-but-long-enough",
    "/no-such-page",
  ];
}

/** The signed-in account's Dark Mode, which the app applies after sign-in over the device's. */
async function setServerDarkMode(page: Page, darkMode: boolean) {
  const res = await page.request.put("/api/preferences", { data: { darkMode }, headers: { origin: test.info().project.use.baseURL! } });
  expect(res.ok()).toBeTruthy();
}

// The walks below are long and independent of each other: both workers share them rather than one
// worker taking the whole file.
test.describe.configure({ mode: "parallel" });

/**
 * Waits for the page's heading and then for 200 ms without a request in flight, which also lets the
 * entry animations and skeletons the last answer started finish. (Playwright's "networkidle" waits
 * 500 ms; over the ~150 pages these walks load that was most of their time.) A page that does not go
 * quiet within 10 s is checked as it is.
 */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await networkQuiet(page, 200, 10_000);
}

/**
 * Axe's serious and critical findings. `colours` runs only the rules a theme can change (contrast,
 * and links told apart from text by colour): the dark walk's pages have the same structure, names
 * and roles as the light walk's, which checks them with every rule.
 */
async function seriousViolations(page: Page, { colours = false } = {}) {
  // Only violations are reported in full: the details of passing and inapplicable rules were most
  // of axe's time on each page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (colours ? axe.withRules(["color-contrast", "link-in-text-block"]) : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`);
}

/**
 * Controls smaller than 44 × 44 CSS px on the page. Links inline in running text are exempt (WCAG
 * 2.5.5's "inline" exception), as is anything not drawn (visually hidden text such as the skip link).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="radio"], [role="switch"], [role="checkbox"]';
    const inlineInText = (el: Element) =>
      getComputedStyle(el).display === "inline" && (el.parentElement?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      if (inlineInText(el)) continue;
      if (box.width < min || box.height < min) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        small.push(`<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, 44);
}

/** The widths the layout is checked at for sideways scrolling, through its breakpoints. */
const WIDTHS = [320, 375, 640, 768, 1024, 1440];

/** Resizes the loaded page through WIDTHS; returns the widths at which it scrolls sideways. */
async function sidewaysScroll(page: Page, path: string): Promise<string[]> {
  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scroll, client } = await page.evaluate(
      () =>
        new Promise<{ scroll: number; client: number }>((resolve) =>
          requestAnimationFrame(() => resolve({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })),
        ),
    );
    if (scroll > client) overflowing.push(`${path} at ${width} px: ${scroll}px content in a ${client}px window`);
  }
  return overflowing;
}

/**
 * The signed-in walk over every route, in two parts so both workers share it. Light mode checks
 * each route three ways on one load: axe at 375 px, controls of at least 44 × 44 px at 375 px, and
 * no sideways scrolling from 320 px to 1440 px. Dark mode checks axe's colour rules with the
 * account's Dark Mode on.
 */
const PARTS = 2;
for (const theme of ["light", "dark"] as const) {
  for (let part = 1; part <= PARTS; part++) {
    const what = theme === "light" ? "axe, 44 px targets at 375 px and no sideways scroll from 320 to 1440 px" : "axe's colour rules";
    test(`every route, signed in, ${theme} mode (part ${part} of ${PARTS}): ${what}`, async ({ page }) => {
      test.setTimeout(360_000);
      watchRequests(page);
      const problems: string[] = [];
      const check = async (path: string, { player = false } = {}) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(path);
        await settle(page);
        if (player) await expect(page.locator("video")).toBeVisible();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        for (const v of await seriousViolations(page, { colours: theme === "dark" })) problems.push(`${path}: ${v}`);
        if (theme === "light") {
          for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
          problems.push(...(await sidewaysScroll(page, path)));
        }
      };
      if (theme === "light" && part === 1) {
        // Signed out first: the sign-in screen's targets and widths (its axe is checked below).
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto("/auth");
        await settle(page);
        for (const target of await smallTargets(page)) problems.push(`/auth: ${target}`);
        problems.push(...(await sidewaysScroll(page, "/auth")));
      }
      await signUpViaApi(page, `walk-${theme}-${part}`);
      if (theme === "dark") {
        await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
        // Signed in, the account's switch wins over the device's copy.
        await setServerDarkMode(page, true);
      }
      const all = await routes(page.request);
      const size = Math.ceil(all.length / PARTS);
      for (const path of all.slice((part - 1) * size, part * size)) {
        if (path === UPLOADED_VIDEO) await check(`/video/${await uploadViaApi(page, `Walk ${theme} ${Date.now()}`)}`, { player: true });
        else await check(path);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
}

for (const theme of ["light", "dark"] as const) {
  test(`signed-out screens pass axe in ${theme} mode too (colours in dark)`, async ({ page }) => {
    test.setTimeout(120_000);
    watchRequests(page);
    if (theme === "dark") await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
    const problems: string[] = [];
    for (const path of ["/", "/auth", "/bookings", "/profile", "/explore", "/feed"]) {
      await page.goto(path);
      await settle(page);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      // Dark mode changes only colours: the light run checks these pages with every rule.
      for (const v of await seriousViolations(page, { colours: theme === "dark" })) problems.push(`${path}: ${v}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

for (const dark of [false, true]) {
  test(`every category colour keeps AA contrast in ${dark ? "dark" : "light"} mode`, async ({ page }) => {
    // The other 3 categories × 4 routes, each loaded until the network is quiet and then analysed;
    // the default category (medical) is the one the walks above check on every route with every rule.
    test.setTimeout(240_000);
    watchRequests(page);
    await signUpViaApi(page, "contrast");
    await setServerDarkMode(page, dark);
    const problems: string[] = [];
    for (const category of ["legal", "financial", "tech"]) {
      await page.addInitScript(
        ([c, d]) => {
          localStorage.setItem("ec.category", c);
          localStorage.setItem("ec.darkMode", String(d));
        },
        [category, dark] as const,
      );
      for (const path of ["/", "/explore", "/bookings", "/profile/settings"]) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator("html")).toHaveAttribute("data-category", category);
        if (dark) await expect(page.locator("html")).toHaveClass(/dark/);
        const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        for (const v of results.violations) {
          problems.push(`${category}/${dark ? "dark" : "light"} ${path}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
        }
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

/**
 * The expert's desk and the admin screens, as the admin address of playwright.config.ts who is also
 * an approved expert (applied and approved through the API), in both themes and from 320 px up.
 */
test.describe("the expert's desk and the admin screens", () => {
  // Both themes sign in as the same admin and make them an expert once: one after the other.
  test.describe.configure({ mode: "default" });
  for (const theme of ["light", "dark"] as const) {
    test(`the expert's desk and the admin screens pass axe in ${theme} mode (colours in dark) and fit 320 px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const headers = { origin: baseURL! };
      const admin = { email: "admin.e2e@example.in", password: "admin-pass-e2e-1" };
      if (!(await page.request.post("/api/auth/sign-up/email", { headers, data: { ...admin, name: "E2E Admin", ...SIGN_UP_CONSENT } })).ok()) {
        expect((await page.request.post("/api/auth/sign-in/email", { headers, data: admin })).ok()).toBeTruthy();
      }
      const me = (await (await page.request.get("/api/me")).json()) as { isExpert: boolean };
      if (!me.isExpert) {
        const created = await page.request.post("/api/applications", {
          headers,
          data: {
            category: "tech",
            specialization: "Cloud architecture",
            experienceYears: 5,
            consultationFee: 1000,
            bio: "Cloud costs, architecture reviews and migrations.",
            education: "B.Tech (IIT Bombay)",
            languages: ["English"],
          },
        });
        const { id } = (await created.json()) as { id: string };
        expect((await page.request.post(`/api/admin/applications/${id}/approve`, { headers, data: {} })).status()).toBe(200);
      }
      // A reported post, so the Reports queue shows a card (a second report of it is refused: 409).
      const { items } = (await (await page.request.get("/api/feed?tab=posts")).json()) as { items: Array<{ id: string }> };
      expect(items.length, "the demo data has posts").toBeGreaterThan(0);
      const reported = await page.request.post("/api/moderation/reports", { headers, data: { kind: "post", itemId: items[0]!.id, reason: "spam", details: "Looks like an advert" } });
      expect([201, 409]).toContain(reported.status());
      if (theme === "dark") await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
      watchRequests(page);
      const problems: string[] = [];
      for (const path of ["/consultation-mode", "/consultation-mode?tab=past", "/consultation-mode?tab=hours", "/become-expert", "/admin/applications", "/admin/experts", "/admin/reports", "/admin/payouts", "/admin/audit"]) {
        await page.setViewportSize({ width: 412, height: 915 });
        await page.goto(path);
        await settle(page);
        for (const v of await seriousViolations(page, { colours: theme === "dark" })) problems.push(`${path}: ${v}`);
        await page.setViewportSize({ width: 320, height: 640 });
        const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        if (scroll > client) problems.push(`${path} at 320 px: ${scroll}px content in a ${client}px window`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
