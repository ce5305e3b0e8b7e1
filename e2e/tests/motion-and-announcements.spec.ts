import type { Page } from "@playwright/test";
import { expect, holdRequests, openExploreInApp, test } from "../fixtures.ts";

/** Opens Explore with its list request held, so the skeletons stay on screen; returns the release. */
async function exploreWithSkeletons(page: Page): Promise<() => void> {
  const release = await holdRequests(page, "**/api/experts?*");
  await openExploreInApp(page);
  await expect(page.getByTestId("expert-skeleton")).toHaveCount(5);
  return release;
}

const animationOf = (page: Page) =>
  page
    .getByTestId("expert-skeleton")
    .first()
    .evaluate((el) => {
      // the pulsing element is the skeleton itself or its first animated descendant
      const animated = [el, ...el.querySelectorAll("*")].find((node) => getComputedStyle(node).animationName !== "none")!;
      const style = getComputedStyle(animated);
      return { duration: style.animationDuration, iterations: style.animationIterationCount };
    });

test("skeletons pulse", async ({ page }) => {
  const release = await exploreWithSkeletons(page);
  expect(await animationOf(page)).toEqual({ duration: "2s", iterations: "infinite" });
  release();
});

test.describe("with reduced motion asked for by the system", () => {
  test.use({ reducedMotion: "reduce" });

  test("skeletons do not pulse", async ({ page }) => {
    const release = await exploreWithSkeletons(page);
    const reduced = await animationOf(page);
    expect(reduced.iterations).toBe("1");
    expect(parseFloat(reduced.duration)).toBeLessThan(0.001);
    release();
  });
});

test("toasts are announced: they appear inside a polite live region", async ({ page }) => {
  await page.goto("/profile/settings");
  await page.getByRole("switch", { name: "Appointment Reminders" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Push notifications disabled" });
  await expect(toast).toBeVisible();
  const live = await toast.evaluate((el) => el.closest("[aria-live]")?.getAttribute("aria-live") ?? null);
  expect(live).toBe("polite");
});
