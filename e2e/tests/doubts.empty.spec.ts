import { expect, test } from "../fixtures.ts";

// Runs against the server without demo data; it only reads.
test("the doubts board with no questions shows its empty state", async ({ page }) => {
  await page.goto("/ask-doubt");
  await expect(page.getByRole("heading", { level: 1, name: "Doctor Doubts" })).toBeVisible();
  await expect(page.getByText("No questions yet. Be the first to ask!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask Question" })).toBeVisible();
  await expect(page.getByRole("link", { name: /\/doubt\// })).toHaveCount(0);
});
