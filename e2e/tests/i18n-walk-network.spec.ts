/**
 * The doctors' network in Hindi (docs/i18n.md): the feed, a video, writing a post, uploading a video,
 * the doubts board, a doubt and a profile arrive in Hindi with no English left in the page's own words (what
 * people wrote, names and specialities are content, marked data-content, and stay as written), and
 * nothing overflows sideways at 320 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { uploadViaApi } from "../upload-video.ts";

/** Latin words allowed in a Hindi page: the brand, units and the video formats' names. */
const ALLOWED = new Set(["MedConnect", "ExpertConnect", "MP4", "MOV", "AVI", "MB", "GB", "KB"]);

/** The Latin words in <main>'s visible text outside content (data-content). */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[data-content], script, style, video").forEach((el) => el.remove());
    // innerText needs layout: measure the copy in place of the page, hidden from view.
    copy.style.position = "absolute";
    copy.style.visibility = "hidden";
    document.body.append(copy);
    const visible = copy.innerText;
    copy.remove();
    return visible;
  });
  // 720p, 1.2K: numbers with a unit are not words.
  const words = text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED.has(w) && !/^\d/.test(w) && !/^p$/.test(w)))];
}

async function inHindi(page: Page) {
  const res = await page.request.put("/api/preferences", { data: { language: "hi" }, headers: { origin: test.info().project.use.baseURL! } });
  expect(res.ok()).toBe(true);
}

/** The routes walked: the feed's, a video of this person's, the doubts' (a seeded doubt) and a seeded author's profile. */
async function routes(page: Page): Promise<string[]> {
  const video = `/video/${await uploadViaApi(page, `Walk ${Date.now()}`)}`;
  await page.goto("/feed?tab=posts");
  const profile = await page.locator('main a[href^="/u/"]').first().getAttribute("href");
  expect(profile).toBeTruthy();
  await page.goto("/ask-doubt");
  const doubt = await page.locator('a[href^="/doubt/"]').first().getAttribute("href");
  expect(doubt).toBeTruthy();
  return ["/feed", "/feed?tab=videos", video, "/create-post", "/upload-video", "/ask-doubt", doubt!, profile!];
}

test.describe("the network in Hindi", () => {
  test.slow();

  test("the feed, a video, a new post, an upload, the doubts board, a doubt and a profile have no English left", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await inHindi(page);
    const paths = await routes(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.locator("main h1")).toBeVisible();
      // the lists and the video have arrived (no skeleton left)
      await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
      expect(await englishWords(page), path).toEqual([]);
    }
    // The video page's own words, once its comments have loaded.
    await page.goto(paths[2]!);
    await expect(page.getByRole("heading", { name: "0 टिप्पणी" })).toBeVisible();
    await expect(page.getByRole("button", { name: "शेयर करें" })).toBeVisible();
    await expect(page.getByRole("button", { name: "हटाएँ" })).toBeVisible();
    await expect(page.getByPlaceholder("टिप्पणी लिखें…")).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
  });

  test("at 320 px nothing on these pages overflows sideways in Hindi", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await inHindi(page);
    const paths = await routes(page);
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
