/**
 * The wallet end to end with the built-in test provider: adding money on our own checkout page,
 * paying for a booking from the balance, the refund of an early cancellation, a failed payment, and
 * "Add ₹X and book" when the balance is short.
 */
import type { Page } from "@playwright/test";
import { expect, test, topUpViaApi } from "../fixtures.ts";

/** A date n days from today in India, yyyy-MM-dd. */
function istDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

/** A demo expert whose fee is ₹800 (apps/server/src/db/seed-data.ts). */
async function expertId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/experts?category=medical&q=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { experts: Array<{ id: string; name: string; consultationFee: number }> }).experts.find((e) => e.name === name);
  expect(found?.consultationFee).toBe(800);
  return found!.id;
}

const balance = (page: Page) => page.getByTestId("wallet-balance");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function pickSlot(page: Page, id: string, date: string, time: string) {
  await page.goto(`/book/${id}`);
  await page.getByLabel("Date").fill(date);
  await page.getByRole("radio", { name: time, exact: true }).check();
  await page.getByRole("radio", { name: "Video" }).check();
}

test.describe("wallet", () => {
  test("add ₹2,000 by UPI on the test checkout, pay ₹800 for a booking, get it back on cancelling two days ahead", async ({ page, signedIn }) => {
    // Eleven screens and a payment round trip.
    test.setTimeout(60_000);
    expect(signedIn.email).toBeTruthy();
    await page.goto("/profile/wallet");
    await expect(balance(page)).toHaveText("₹0.00");
    await page.getByRole("button", { name: "Add Money" }).click();
    const amount = page.getByLabel("Amount (₹)");
    await amount.fill("50");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("The least you can add at once is ₹100")).toBeVisible();
    await amount.fill("2000");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page).toHaveURL(/\/wallet\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Test payment — no real money")).toBeVisible();
    await page.getByRole("radio", { name: "UPI" }).check();
    await page.getByRole("radio", { name: "Success" }).check();
    await page.getByRole("button", { name: "Pay ₹2,000.00" }).click();
    await expect(toast(page, "₹2,000.00 added to your wallet.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(balance(page)).toHaveText("₹2,000.00");
    await expect(page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first()).toContainText("Money added");

    const id = await expertId(page, "Dr. Kavita Deshpande");
    const date = istDate(2);
    await pickSlot(page, id, date, "11:30 AM");
    await page.getByRole("button", { name: "Confirm Booking - ₹800" }).click();
    await expect(toast(page, "Appointment booked successfully!")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: "Dr. Kavita Deshpande" });
    await expect(card.getByText("Paid")).toBeVisible();
    await page.goto("/profile/wallet");
    await expect(balance(page)).toHaveText("₹1,200.00");
    const latest = page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first();
    await expect(latest).toContainText("Paid for a booking");
    await expect(latest).toContainText("Booking with Dr. Kavita Deshpande");
    await expect(latest).toContainText("−₹800.00");

    // Cancelled two days ahead (the Cancel button lives on My Bookings; the API is the same): full refund, at once.
    const mine = (await (await page.request.get("/api/bookings")).json()) as { bookings: Array<{ id: string }> };
    const cancelled = await page.request.post(`/api/bookings/${mine.bookings[0]!.id}/cancel`, { data: {}, headers: { origin: new URL(page.url()).origin } });
    expect(cancelled.status()).toBe(200);
    await page.reload();
    await expect(balance(page)).toHaveText("₹2,000.00");
    await expect(page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first()).toContainText("Refund");
    await page.goto("/bookings?tab=past");
    await expect(page.getByRole("listitem").filter({ hasText: "Dr. Kavita Deshpande" }).getByText("Refunded")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText("₹2,000.00")).toBeVisible();
  });

  test("a failed payment changes nothing and says so", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/profile/wallet");
    await page.getByRole("button", { name: "Add Money" }).click();
    await page.getByRole("button", { name: "₹500" }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("radio", { name: "Card" }).check();
    await page.getByRole("radio", { name: "Failure" }).check();
    await page.getByRole("button", { name: "Pay ₹500.00" }).click();
    await expect(toast(page, "The payment did not go through. No money was taken from your wallet.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(balance(page)).toHaveText("₹0.00");
    await expect(page.getByText("No transactions yet")).toBeVisible();
  });

  test("a short balance offers to add the difference, then books", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await topUpViaApi(page.request, 500);
    const id = await expertId(page, "Dr. Vivek Chaturvedi");
    await pickSlot(page, id, istDate(3), "04:00 PM");
    await page.getByRole("button", { name: "Confirm Booking - ₹800" }).click();
    await expect(toast(page, "Your wallet is short by ₹300 for this booking. Add money to book it.")).toBeVisible();
    await page.getByRole("button", { name: "Add ₹300 and book" }).click();

    await expect(page.getByText("Test payment — no real money")).toBeVisible();
    await page.getByRole("radio", { name: "Net banking" }).check();
    await page.getByRole("button", { name: "Pay ₹300.00" }).click();
    await expect(toast(page, "₹300.00 added to your wallet. Appointment booked successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole("listitem").filter({ hasText: "Dr. Vivek Chaturvedi" }).getByText("Paid")).toBeVisible();
    await page.goto("/profile/wallet");
    await expect(balance(page)).toHaveText("₹0.00");
  });
});

test("a booking moved to another day keeps its payment: Reschedule on My Bookings", async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await topUpViaApi(page.request, 900);
  const res = await page.request.get(`/api/experts?category=medical&q=${encodeURIComponent("Sunita Reddy")}`);
  const expert = ((await res.json()) as { experts: Array<{ id: string; name: string }> }).experts.find((e) => e.name === "Dr. Sunita Reddy")!;
  await pickSlot(page, expert.id, istDate(6), "02:00 PM");
  await page.getByRole("button", { name: "Confirm Booking - ₹900" }).click();
  await expect(toast(page, "Appointment booked successfully!")).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: "Dr. Sunita Reddy" });
  await expect(card).toContainText("02:00 PM");
  await card.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule this booking?" });
  await expect(dialog.getByRole("button", { name: "Move booking" })).toBeDisabled();
  await dialog.getByLabel("Date").fill(istDate(7));
  await dialog.getByRole("radio", { name: "04:30 PM", exact: true }).check();
  await dialog.getByRole("button", { name: "Move booking" }).click();
  await expect(toast(page, "Booking rescheduled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("04:30 PM");
  await expect(card.getByText("Paid")).toBeVisible();

  // The money did not move: the one payment stays with the booking.
  await page.goto("/profile/wallet");
  await expect(balance(page)).toHaveText("₹0.00");
});
