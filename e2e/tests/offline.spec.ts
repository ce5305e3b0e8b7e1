import { expect, test } from "../fixtures.ts";

test.use({ serviceWorkers: "allow" });

test("after a first visit the app opens offline, shows saved screens and says it is offline", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page is not controlled by the worker that installed during it; the next load is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await expect(page.getByRole("heading", { name: "Doctors" })).toBeVisible();
  const firstExpert = page.getByRole("main").getByRole("link").filter({ hasText: /Dr\./ }).first();
  await expect(firstExpert).toBeVisible();
  const expertName = (await firstExpert.textContent()) ?? "";

  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();

  await page.goto("/explore");
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: expertName.slice(0, 12) }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
});

test("the manifest makes the app installable", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.ok()).toBeTruthy();
  const manifest = await res.json();
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/");
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBeTruthy();
});
