/**
 * The expert's desk keeps its history (docs/product.md#consultation-mode), with the doctor and the
 * client each in their own browser: a request the doctor declines and a booking the client cancels
 * both appear on the Past tab with their reasons (and the client's cancellation stays on Bookings);
 * last month's completed consultation is found under Completed and its notes written. A booking is
 * put in last month by the servers' TEST_HOOKS endpoints: one moves an open booking's start minutes
 * into the past (so it can be completed), the other moves an ended booking and its history days back.
 */
import type { Page } from "@playwright/test";
import { approvedDoctor, book, istDate, signInAdmin } from "../experts.ts";
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** An approved doctor signed in on `page`, and a client with money in their own browser. */
async function doctorAndClient(page: Page, browser: Parameters<typeof personContext>[0], baseURL: string, errors: string[], clientName: string) {
  await signUpViaApi(page, "doctor", baseURL, `Dr. Nisha Test ${Date.now().toString(36)}`);
  const admin = await personContext(browser, baseURL, errors);
  await signInAdmin(admin.page, baseURL);
  const expertId = await approvedDoctor(page, admin.page, baseURL);
  await admin.context.close();
  const client = await personContext(browser, baseURL, errors);
  await signUpViaApi(client.page, "client", baseURL, clientName);
  await topUpViaApi(client.page.request, 3000, baseURL);
  return { expertId, client };
}

test.describe("the desk's history", () => {
  test("a declined request and a client's cancellation are on Past with their reasons; the cancellation stays on Bookings", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    const { expertId, client } = await doctorAndClient(page, browser, baseURL!, errors, "Kabir Mehta");
    const date = istDate(3);
    await book(client.page, baseURL!, expertId, date, "10:00");
    await book(client.page, baseURL!, expertId, date, "10:30");

    // The doctor declines the 10:00 request.
    await page.goto("/consultation-mode");
    const upcoming = page.getByRole("region", { name: "Upcoming" });
    await upcoming.getByRole("listitem").filter({ hasText: "10:00 AM" }).getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog", { name: "Decline Kabir Mehta's booking?" });
    await dialog.getByLabel("Reason").fill("I am in surgery that morning");
    await dialog.getByRole("button", { name: "Decline booking" }).click();
    await expect(toast(page, "Booking declined")).toBeVisible();
    await expect(upcoming.getByRole("listitem").filter({ hasText: "10:00 AM" })).toHaveCount(0);

    // The client cancels the 10:30 one on My Bookings, with a reason.
    await client.page.goto("/bookings");
    await client.page.getByRole("tabpanel", { name: "Upcoming" }).getByRole("listitem").filter({ hasText: "10:30 AM" }).getByRole("button", { name: "Cancel booking" }).click();
    const cancel = client.page.getByRole("dialog", { name: "Cancel this booking?" });
    await cancel.getByLabel("Reason (optional)").fill("Feeling better now");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await expect(toast(client.page, "Booking cancelled")).toBeVisible();

    // The doctor's Bookings keeps it, cancelled, with the client's reason.
    await page.reload();
    const kept = upcoming.getByRole("listitem").filter({ hasText: "10:30 AM" });
    await expect(kept.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(kept).toContainText("Cancelled by the client: Feeling better now");

    // Past lists both, with who ended each and why; the tab is in the address.
    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page).toHaveURL(/[?&]tab=past$/);
    const past = page.getByRole("list", { name: "Past bookings" });
    await expect(past.getByRole("listitem").filter({ hasText: "10:00 AM" })).toContainText("Declined by you: I am in surgery that morning");
    await expect(past.getByRole("listitem").filter({ hasText: "10:30 AM" })).toContainText("Cancelled by the client: Feeling better now");
    await expect(past.getByRole("listitem").filter({ hasText: "10:30 AM" })).toContainText("Payment: Refunded to the client");

    // A filter keeps only its own, and is kept in the address too.
    await page.getByRole("navigation", { name: "Filter past bookings" }).getByRole("link", { name: "Declined or cancelled by me" }).click();
    await expect(page).toHaveURL(/filter=cancelled-by-me/);
    await expect(past.getByRole("listitem")).toHaveCount(1);
    await expect(past.getByRole("listitem")).toContainText("10:00 AM");
    await page.getByRole("navigation", { name: "Filter past bookings" }).getByRole("link", { name: "Expired" }).click();
    await expect(page.getByText("No expired requests")).toBeVisible();

    // The declined request's page: its history, with the reason.
    await page.getByRole("navigation", { name: "Filter past bookings" }).getByRole("link", { name: "All" }).click();
    await past.getByRole("link", { name: /^Details and history of Kabir Mehta's booking on .* at 10:00 AM$/ }).click();
    await expect(page).toHaveURL(/\/consultation-mode\/bookings\//);
    const history = page.getByRole("list", { name: "Booking history" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("Booked by the client");
    await expect(history.getByRole("listitem").last()).toContainText("Declined by you");
    await expect(history.getByRole("listitem").last()).toContainText("I am in surgery that morning");

    await client.context.close();
    expect(errors, "console errors in the other browsers").toEqual([]);
  });

  test("last month's completed consultation is found under Completed, and its notes written from there", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    const { expertId, client } = await doctorAndClient(page, browser, baseURL!, errors, "Meera Iyer");
    const headers = { origin: baseURL! };
    const id = await book(client.page, baseURL!, expertId, istDate(4), "11:00");
    expect((await page.request.post(`/api/bookings/${id}/confirm`, { headers, data: {} })).status()).toBe(200);
    expect((await client.page.request.post(`/api/test/bookings/${id}/backdate`, { headers, data: { minutesAgo: 60 } })).status()).toBe(200);
    expect((await page.request.post(`/api/bookings/${id}/complete`, { headers, data: {} })).status()).toBe(200);
    const moved = await page.request.post(`/api/test/bookings/${id}/shift-back`, { headers, data: { days: 33 } });
    expect(moved.status()).toBe(200);
    const { scheduledAt } = (await moved.json()) as { scheduledAt: string };
    const lastMonth = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", month: "short", day: "2-digit", year: "numeric" }).format(new Date(scheduledAt));

    await page.goto("/consultation-mode?tab=past");
    await page.getByRole("navigation", { name: "Filter past bookings" }).getByRole("link", { name: "Completed" }).click();
    await expect(page).toHaveURL(/filter=completed/);
    const card = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem").filter({ hasText: "Meera Iyer" });
    await expect(card).toContainText(lastMonth);
    await expect(card).toContainText("Marked completed by you");
    await card.getByRole("link", { name: "Write notes" }).click();
    await expect(page).toHaveURL(new RegExp(`/consultation-mode/notes/${id}$`));

    const form = page.getByRole("form", { name: "Prescription" });
    await expect(form.getByLabel("Patient's name")).toHaveValue("Meera Iyer");
    await form.getByLabel("Age (years)").fill("34");
    await form.getByRole("radio", { name: "Follow-up consultation" }).check();
    await form.getByLabel("Diagnosis or provisional diagnosis").fill("Tension-type headache");
    await form.getByRole("button", { name: "Save prescription" }).click();
    await expect(toast(page, "Notes saved")).toBeVisible();
    // Back where the notes were opened from: Past, still filtered.
    await expect(page).toHaveURL(/\/consultation-mode\?tab=past&filter=completed$/);
    await expect(card.getByRole("link", { name: "View notes" })).toBeVisible();

    await client.context.close();
    expect(errors, "console errors in the other browsers").toEqual([]);
  });
});
