/**
 * Automatic weekly payouts: an expert with a payout account turns the switch on in Earnings, reads
 * the toast and when it runs, and finds it still on after a reload; then turns it off again.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

/** Axe's serious and critical findings (the a11y walk's expert has no earnings, so no payout card); the toast is left out. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test("an expert turns on automatic weekly payouts, and it stays on", async ({ page: clientPage, browser, baseURL }) => {
  const errors: string[] = [];
  const { email: clientEmail } = await signUpViaApi(clientPage, "client", baseURL);
  await topUpViaApi(clientPage.request, 500, baseURL);
  const { page } = await personContext(browser, baseURL!, errors);
  await signUpViaApi(page, "doctor", baseURL);
  // the test hook makes the caller an expert with a paid consultation now: Earnings shows its fee held
  expect((await page.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "video", paid: true }, headers: { origin: baseURL! } })).status()).toBe(201);
  const saved = await page.request.put("/api/payouts/account", {
    data: { method: "upi", upiId: "asha@okhdfc", password: "secret-pass-1" },
    headers: { origin: baseURL! },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/profile/wallet");
  const account = page.getByRole("region", { name: "Earnings" }).getByRole("region", { name: "Payout account" });
  const auto = account.getByRole("switch", { name: "Automatic weekly payouts" });
  await expect(auto).not.toBeChecked();
  await expect(account.getByText("Everything available is paid to this account every Monday at 10:00 IST, when it is at least ₹100.")).toBeVisible();
  await auto.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Automatic weekly payouts on" })).toBeVisible();
  await expect(auto).toBeChecked();

  await page.reload();
  await expect(auto).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  // 375 px wide: the switch and its description still fit
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(auto).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await auto.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("auto-payouts-375.png") });
  await auto.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Automatic weekly payouts off" })).toBeVisible();
  await page.reload();
  await expect(auto).not.toBeChecked();
  expect(errors).toEqual([]);
});
