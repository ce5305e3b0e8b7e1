import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures.ts";
import { uploadViaApi } from "../upload-video.ts";

/**
 * Every route of docs/product.md#routes, with real ids where a route takes one; `videoId` is a video the caller
 * uploaded, so /video/{id} is checked with its player as well as in its not-found state.
 */
async function routes(request: APIRequestContext, videoId?: string): Promise<string[]> {
  const experts = (await (await request.get("/api/experts?category=medical")).json()) as { experts: { id: string }[] };
  const expertId = experts.experts[0]?.id;
  const doubts = (await (await request.get("/api/doubts")).json()) as { items: { id: string }[] };
  const doubtId = doubts.items[0]?.id;
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
    ...(videoId ? [`/video/${videoId}`] : []),
    `/doubt/${doubtId}`,
    "/profile/edit",
    "/profile/settings",
    "/profile/security",
    "/profile/help",
    "/profile/notifications",
    "/profile/records",
    "/privacy-policy",
    "/terms-of-service",
    "/account-deletion",
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

async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Let entry animations and skeletons finish.
  await page.waitForTimeout(150);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`);
}

for (const theme of ["light", "dark"] as const) {
  test(`every route passes axe in ${theme} mode (signed in)`, async ({ page }) => {
    // 29 routes, each loaded until the network is idle and then analysed.
    test.setTimeout(360_000);
    await signUpViaApi(page, `axe-${theme}`);
    const videoId = await uploadViaApi(page, `Axe ${theme} ${Date.now()}`);
    if (theme === "dark") {
      await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
      // Signed in, the account's switch wins over the device's copy.
      await setServerDarkMode(page, true);
    }
    const problems: string[] = [];
    for (const path of await routes(page.request, videoId)) {
      await page.goto(path);
      await settle(page);
      if (path === `/video/${videoId}`) await expect(page.locator("video")).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`signed-out screens pass axe in ${theme} mode too`, async ({ page }) => {
    test.setTimeout(120_000);
    if (theme === "dark") await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
    const problems: string[] = [];
    for (const path of ["/", "/auth", "/bookings", "/profile", "/explore", "/feed"]) {
      await page.goto(path);
      await settle(page);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

test("no route scrolls sideways from 320 px to 1440 px wide", async ({ page }) => {
  test.setTimeout(240_000);
  // Each route is loaded at 320 px, then the same page is resized through the layout's breakpoints.
  const widths = [320, 375, 640, 768, 1024, 1440];
  await page.setViewportSize({ width: widths[0]!, height: 640 });
  await signUpViaApi(page, "narrow");
  const overflowing: string[] = [];
  for (const path of [...(await routes(page.request)), "/auth"]) {
    await page.setViewportSize({ width: widths[0]!, height: 640 });
    await page.goto(path);
    await settle(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { scroll, client } = await page.evaluate(
        () =>
          new Promise<{ scroll: number; client: number }>((resolve) =>
            requestAnimationFrame(() => resolve({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })),
          ),
      );
      if (scroll > client) overflowing.push(`${path} at ${width} px: ${scroll}px content in a ${client}px window`);
    }
  }
  expect(overflowing, overflowing.join("\n")).toEqual([]);
});

test("every category colour keeps AA contrast in light and dark mode", async ({ page }) => {
  // 4 categories × 2 themes × 4 routes, each loaded until the network is idle and then analysed.
  test.setTimeout(360_000);
  await signUpViaApi(page, "contrast");
  const problems: string[] = [];
  for (const category of ["medical", "legal", "financial", "tech"]) {
    for (const dark of [false, true]) {
      await page.addInitScript(
        ([c, d]) => {
          localStorage.setItem("ec.category", c);
          localStorage.setItem("ec.darkMode", String(d));
        },
        [category, dark] as const,
      );
      await setServerDarkMode(page, dark);
      for (const path of ["/", "/explore", "/bookings", "/profile/settings"]) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator("html")).toHaveAttribute("data-category", category);
        const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        for (const v of results.violations) {
          problems.push(`${category}/${dark ? "dark" : "light"} ${path}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
        }
      }
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

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

test("on every route, buttons and links are at least 44 px tall and wide at 375 px", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const problems: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await settle(page);
    for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
  };
  await check("/auth");
  await signUpViaApi(page, "targets");
  const videoId = await uploadViaApi(page, `Targets ${Date.now()}`);
  for (const path of await routes(page.request, videoId)) await check(path);
  expect(problems, problems.join("\n")).toEqual([]);
});

/**
 * The expert's desk and the admin screens, as the admin address of playwright.config.ts who is also
 * an approved expert (applied and approved through the API), in both themes and from 320 px up.
 */
test.describe("the expert's desk and the admin screens", () => {
  // Both themes sign in as the same admin and make them an expert once: one after the other.
  test.describe.configure({ mode: "default" });
  for (const theme of ["light", "dark"] as const) {
    test(`the expert's desk and the admin screens pass axe in ${theme} mode and fit 320 px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const headers = { origin: baseURL! };
      const admin = { email: "admin.e2e@example.in", password: "admin-pass-e2e-1" };
      if (!(await page.request.post("/api/auth/sign-up/email", { headers, data: { ...admin, name: "E2E Admin" } })).ok()) {
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
      if (theme === "dark") await page.addInitScript(() => localStorage.setItem("ec.darkMode", "true"));
      const problems: string[] = [];
      for (const path of ["/consultation-mode", "/consultation-mode?tab=hours", "/become-expert", "/admin/applications", "/admin/experts", "/admin/audit"]) {
        await page.setViewportSize({ width: 412, height: 915 });
        await page.goto(path);
        await settle(page);
        for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
        await page.setViewportSize({ width: 320, height: 640 });
        const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        if (scroll > client) problems.push(`${path} at 320 px: ${scroll}px content in a ${client}px window`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
