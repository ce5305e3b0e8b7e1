import { expect, test } from "../fixtures.ts";

// Runs against the server without demo data; it only reads.
test("the feed with nothing shared shows the empty states on every tab", async ({ page }) => {
  await page.goto("/feed");
  await expect(page.getByRole("heading", { level: 1, name: "MedConnect Doctors' Network" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No posts yet")).toBeVisible();

  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(page).toHaveURL(/\/feed\?tab=posts$/);
  await expect(page.getByText("No posts yet")).toBeVisible();

  await page.getByRole("tab", { name: "Videos" }).click();
  await expect(page).toHaveURL(/\/feed\?tab=videos$/);
  await expect(page.getByText("No videos yet")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});
