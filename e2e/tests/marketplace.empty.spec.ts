import { expect, test } from "../fixtures.ts";

test("Explore says when a category has no experts at all", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Doctors" })).toBeVisible();
  await expect(page.getByText("No experts available in this category")).toBeVisible();
  await expect(page.getByText("0 of 0 available")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search experts" }).fill("anyone");
  await expect(page.getByText("No experts found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search")).toBeVisible();
});
