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
  const manifest = (await res.json()) as { display: string; start_url: string; icons: { src: string; sizes: string }[] };
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/");
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBeTruthy();
});

test("offline, actions that need the network are disabled and say why; back online they work again", async ({ page, context, signedIn, expectedConsoleErrors }) => {
  expect(signedIn.email).toContain("@");
  // The browser's own service-worker update check can fall in the offline window; it logs this.
  expectedConsoleErrors.push(/An unknown error occurred when fetching the script/);
  await page.goto("/create-post");
  await page.getByLabel("What would you like to share?").fill("A case learning from today's ward round");
  const post = page.getByRole("button", { name: "Post", exact: true });
  await expect(post).toBeEnabled();
  const signOut = page.getByRole("button", { name: "Sign Out" });
  await expect(signOut).toBeEnabled();

  await context.setOffline(true);
  await expect(post).toBeDisabled();
  await expect(post).toHaveAccessibleDescription("You are offline. This needs a connection.");
  await expect(page.getByRole("main").getByText("You are offline. This needs a connection.")).toBeVisible();
  // The header's button is described by the offline banner just below it.
  await expect(signOut).toBeDisabled();
  await expect(signOut).toHaveAccessibleDescription(/^You are offline\. .* need a connection\.$/);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();

  await context.setOffline(false);
  await expect(post).toBeEnabled();
  await expect(signOut).toBeEnabled();
  await expect(page.getByText("You are offline. This needs a connection.")).toHaveCount(0);
  await post.click();
  await expect(page).toHaveURL(/\/feed$/);
});
