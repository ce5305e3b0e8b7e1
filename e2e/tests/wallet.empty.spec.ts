/** A server without a payment provider (the empty server runs with PAYMENT_PROVIDER=none). */
import { expect, test } from "../fixtures.ts";

test("the wallet says payments are not set up instead of offering Add Money", async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto("/profile/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0.00");
  await expect(page.getByText("Payments are not set up on this server yet, so money cannot be added to wallets.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Money" })).toHaveCount(0);
  // The server refuses a top-up all the same.
  const res = await page.request.post("/api/wallet/top-ups", { data: { amountRupees: 500 }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(409);
});
