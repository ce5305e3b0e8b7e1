/**
 * The admin's payouts screen: an expert's paid consultation becomes a payout (made through the API
 * and the test provider), which the admin sees in the queue under the totals by state; the admin
 * holds the expert's payouts with a reason, the expert's next request is refused, and the hold is
 * lifted.
 */
import { signInAdmin } from "../experts.ts";
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

test("an admin sees the payouts queue with totals and holds an expert's payouts", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const headers = { origin: baseURL! };
  const { email: clientEmail } = await signUpViaApi(page, "client", baseURL);
  await topUpViaApi(page.request, 500, baseURL);
  const { page: expert, context } = await personContext(browser, baseURL!, errors);
  await signUpViaApi(expert, "doctor", baseURL);
  const upiId = `pay${Date.now().toString(36)}@okhdfc`;
  const made = await expert.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "video", paid: true }, headers });
  const { bookingId } = (await made.json()) as { bookingId: string };
  expect((await expert.request.post(`/api/bookings/${bookingId}/complete`, { data: {}, headers })).status()).toBe(200);
  expect((await expert.request.post("/api/test/earnings/settle", { headers })).ok()).toBeTruthy();
  const account = { method: "upi", upiId, password: "secret-pass-1" };
  expect((await expert.request.put("/api/payouts/account", { data: account, headers })).status()).toBe(200);
  expect((await expert.request.post("/api/test/payouts/account/payable", { headers })).ok()).toBeTruthy();
  expect((await expert.request.post("/api/payouts", { data: {}, headers })).status()).toBe(201);

  await signInAdmin(page, baseURL!);
  await page.goto("/admin/payouts");
  await expect(page.getByTestId("payout-total-paid")).toBeVisible();
  await expect(page.getByTestId(/^payout-total-/)).toHaveCount(5);
  const row = page.getByRole("list", { name: "Payouts" }).getByRole("listitem").filter({ hasText: `to ${upiId}` });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("₹450.00");
  const expertId = /Expert id ([0-9a-f-]{36})/.exec((await row.textContent()) ?? "")![1]!;

  await page.getByLabel("Expert page address or id").fill(expertId);
  await page.getByRole("button", { name: "Hold payouts" }).click();
  const dialog = page.getByRole("dialog", { name: "Hold this expert's payouts?" });
  await dialog.getByLabel("Reason").fill("Client dispute under review");
  await dialog.getByRole("button", { name: "Hold payouts" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Payouts held" })).toBeVisible();
  await expect(row).toContainText("payouts on hold");
  const refused = await expert.request.post("/api/payouts", { data: {}, headers });
  expect(refused.status()).toBe(409);

  await page.getByRole("button", { name: "Lift hold" }).click();
  await page.getByRole("dialog", { name: "Lift the hold on this expert's payouts?" }).getByRole("button", { name: "Lift hold" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Payout hold lifted" })).toBeVisible();
  await expect(row).not.toContainText("payouts on hold");
  await context.close();
  expect(errors).toEqual([]);
});
