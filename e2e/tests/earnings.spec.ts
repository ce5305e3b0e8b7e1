/**
 * An expert's earnings end to end: a paid consultation (₹500, held from the client's wallet) is
 * marked completed on the desk; the wallet shows the fee, the 10% commission as its own line and
 * ₹450.00 pending; once the settlement delay has passed (a test hook moves the release back 48
 * hours) the same amount is available.
 */
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

test("a completed consultation's fee is pending, then available, with the commission on its own line", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const clientName = `Meera ${Date.now().toString(36)} Iyer`;
  const { email: clientEmail } = await signUpViaApi(page, "client", baseURL, clientName);
  await topUpViaApi(page.request, 500, baseURL);
  const { page: expert } = await personContext(browser, baseURL!, errors);
  await signUpViaApi(expert, "doctor", baseURL);
  const made = await expert.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "video", paid: true }, headers: { origin: baseURL! } });
  expect(made.status()).toBe(201);

  await expert.goto("/consultation-mode");
  const card = expert.getByRole("region", { name: "Today" }).getByRole("listitem").filter({ hasText: clientName });
  await expect(card).toContainText("Platform commission −₹50.00 · You receive ₹450.00");
  await card.getByRole("button", { name: "Mark completed" }).click();
  await expect(expert.locator("[data-sonner-toast]").filter({ hasText: "Marked as completed" })).toBeVisible();

  await expert.goto("/profile/wallet");
  const earnings = expert.getByRole("region", { name: "Earnings" });
  await expect(earnings.getByTestId("earnings-pending")).toHaveText("₹450.00");
  await expect(earnings.getByTestId("earnings-available")).toHaveText("₹0.00");
  await expect(earnings.getByText("A fee becomes available 48 hours after the consultation is completed, less the platform's commission.")).toBeVisible();
  const entry = earnings.getByRole("list", { name: "Earnings" }).getByRole("listitem").first();
  await expect(entry).toContainText("Consultation fee earned");
  await expect(entry).toContainText("+₹450.00");
  await expect(entry.getByRole("definition").nth(0)).toHaveText("₹500.00");
  await expect(entry.getByRole("term").nth(1)).toHaveText("Platform commission");
  await expect(entry.getByRole("definition").nth(1)).toHaveText("−₹50.00");
  await expect(entry.getByRole("term").nth(2)).toHaveText("Available from");

  // Two days on: the hook moves the fee's release back by the delay.
  const settled = await expert.request.post("/api/test/earnings/settle", { headers: { origin: baseURL! } });
  expect(await settled.json()).toEqual({ settled: 1 });
  await expert.reload();
  await expect(earnings.getByTestId("earnings-available")).toHaveText("₹450.00");
  await expect(earnings.getByTestId("earnings-pending")).toHaveText("₹0.00");
  await expect(entry.getByRole("term").nth(2)).toHaveText("Available since");
  expect(errors).toEqual([]);
});
