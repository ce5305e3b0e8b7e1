/**
 * An expert's earnings end to end: a paid consultation (₹500, held from the client's wallet) is
 * marked completed on the desk; the wallet shows the fee, the 10% commission as its own line and
 * ₹450.00 pending; once the settlement delay has passed (a test hook moves the release back 48
 * hours) the same amount is available; then a bank account is added for payouts, masked on screen;
 * a payout is refused while the new account waits, and once it can be paid (a test hook ends the
 * wait) the whole ₹450.00 is requested and paid by the test provider.
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

  // Where the earnings are paid: a bank account, verified by the test provider, the password asked.
  const payout = earnings.getByRole("region", { name: "Payout account" });
  await expect(payout.getByText("Test payout — no real money")).toBeVisible();
  await payout.getByRole("button", { name: "Add payout account" }).click();
  const bank = payout.getByRole("form", { name: "Bank account" });
  await bank.getByLabel("Account holder's name").fill("Asha Rao");
  await bank.getByLabel("Account number", { exact: true }).fill("123456784321");
  await bank.getByLabel("Account number again").fill("123456784320");
  await bank.getByLabel("IFSC").fill("HDFC1001234");
  await bank.getByRole("button", { name: "Save bank account" }).click();
  await expect(bank.getByText("The account numbers do not match")).toBeVisible();
  await expect(bank.getByText("Enter the IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)")).toBeVisible();
  // The test provider's documented failing account is refused as a bank would refuse it.
  await bank.getByLabel("Account number", { exact: true }).fill("000000000000");
  await bank.getByLabel("Account number again").fill("000000000000");
  await bank.getByLabel("IFSC").fill("hdfc0001234");
  await bank.getByLabel("Your password").fill("not-my-password");
  await bank.getByRole("button", { name: "Save bank account" }).click();
  await expect(bank.getByText("That password is not right")).toBeVisible();
  await bank.getByLabel("Your password").fill("secret-pass-1");
  await bank.getByRole("button", { name: "Save bank account" }).click();
  await expect(expert.locator("[data-sonner-toast]").filter({ hasText: "The bank could not verify this account." })).toBeVisible();
  await bank.getByLabel("Account number", { exact: true }).fill("123456784321");
  await bank.getByLabel("Account number again").fill("123456784321");
  await bank.getByRole("button", { name: "Save bank account" }).click();
  await expect(expert.locator("[data-sonner-toast]").filter({ hasText: "Payout account saved" })).toBeVisible();
  await expect(payout.getByTestId("payout-account")).toHaveText("Asha Rao · XXXXXX4321 · HDFC0001234");
  await expect(payout.getByText(/^New account: it can be paid from /)).toBeVisible();
  await expect(payout.getByRole("button", { name: "Change payout account" })).toBeVisible();
  await expect(expert.locator("body")).not.toContainText("123456784321");

  // Money out: not while the new account waits; then the whole available amount.
  const payouts = earnings.getByRole("region", { name: "Payouts" });
  await payouts.getByRole("button", { name: "Request payout of ₹450.00" }).click();
  await expect(expert.locator("[data-sonner-toast]").filter({ hasText: "Your payout account is new: it can be paid in 24 hours." })).toBeVisible();
  await expect(payouts.getByText("No payouts yet.")).toBeVisible();
  expect((await expert.request.post("/api/test/payouts/account/payable", { headers: { origin: baseURL! } })).status()).toBe(200);
  await payouts.getByRole("button", { name: "Request payout of ₹450.00" }).click();
  await expect(expert.locator("[data-sonner-toast]").filter({ hasText: "Payout of ₹450.00 requested" })).toBeVisible();
  const row = payouts.getByRole("list", { name: "Your payouts" }).getByRole("listitem").first();
  await expect(row).toContainText("To XXXXXX4321");
  await expect(row).toContainText("₹450.00");
  await expect(row.getByTestId("payout-status")).toHaveText("Paid", { timeout: 15_000 });
  await expect(earnings.getByTestId("earnings-paid-out")).toHaveText("₹450.00");
  await expect(earnings.getByTestId("earnings-in-payout")).toHaveText("₹0.00");
  await expect(earnings.getByTestId("earnings-available")).toHaveText("₹0.00");
  await expect(payouts.getByRole("button", { name: "Request payout of ₹0.00" })).toBeVisible();
  expect(errors).toEqual([]);
});
