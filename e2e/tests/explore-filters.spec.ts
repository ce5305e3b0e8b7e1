/** Explore's filters and sort (docs/product.md#explore-filters): in the address, rendered by the server, kept by Back. */
import type { Page } from "@playwright/test";
import { expect, test, topUpViaApi } from "../fixtures.ts";

const card = (page: Page, name: string) => page.getByRole("link", { name: new RegExp(`^${name},`) });
const shownNames = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents();

/**
 * "Available today" while a slot of today has not begun (the last starts at 18:30 in India, five
 * minutes' margin for the test), else "Available tomorrow": the seed's doctors keep all hours.
 */
function availabilityNow(): { label: string; value: string } {
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .format(new Date())
    .split(":")
    .map(Number) as [number, number];
  return hour * 60 + minute < 18 * 60 + 25 ? { label: "Available today", value: "today" } : { label: "Available tomorrow", value: "tomorrow" };
}

/** The seed's experts among names shown: other tests running beside this one add "… Test …" experts. */
const seeded = (names: string[]) => names.filter((n) => !/ Test /.test(n));

test("filters Doctors by Hindi, availability and video; the address renders the same without the script; Back and Clear all", async ({ page, browser, baseURL }) => {
  await page.goto("/explore");
  await expect(card(page, "Dr. Rajesh Pillai")).toBeVisible();
  await page.getByText("Filters and sort").click();
  const when = availabilityNow();
  await page.getByLabel(when.label).check();
  await page.getByLabel("Consultation mode").selectOption("video");
  await page.getByLabel("Hindi", { exact: true }).check();
  await page.getByRole("button", { name: "Show experts" }).click();

  await expect(page).toHaveURL(new RegExp(`/explore\\?available=${when.value}&mode=video&lang=Hindi$`));
  await expect(page.getByText("Filters (3)")).toBeVisible();
  await expect(card(page, "Dr. Sameer Khan")).toBeVisible();
  // No Hindi; not taking bookings.
  await expect(card(page, "Dr. Rajesh Pillai")).toHaveCount(0);
  await expect(card(page, "Dr. Pranav Joshi")).toHaveCount(0);
  await expect(page.getByText(/^\d+ found · \d+ available$/)).toBeVisible();
  const filtered = await shownNames(page);
  expect(filtered.length).toBeGreaterThan(1);

  // The same address with the script off: the same experts, and the form still works (a GET form).
  const plainContext = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const plain = await plainContext.newPage();
  await plain.goto(page.url());
  await expect.poll(async () => seeded(await plain.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents())).toEqual(seeded(filtered));
  await plain.getByText("Filters (3)").click();
  await expect(plain.getByLabel("Hindi", { exact: true })).toBeChecked();
  await plain.getByLabel("Sort by").selectOption("fee");
  await plain.getByRole("button", { name: "Show experts" }).click();
  await expect(plain).toHaveURL(/[?&]sort=fee(&|$)/);
  await expect(plain).toHaveURL(/[?&]lang=Hindi(&|$)/);
  const byFee = await plain.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents();
  expect(seeded(byFee).sort()).toEqual(seeded(filtered).sort());
  await plainContext.close();

  // Sorted by fee, then Back: the last filters, their results and their form again.
  await page.getByText("Filters (3)").click();
  await page.getByLabel("Sort by").selectOption("fee");
  await page.getByRole("button", { name: "Show experts" }).click();
  await expect(page).toHaveURL(/&sort=fee$/);
  await expect.poll(async () => seeded(await page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents())).toEqual(seeded(byFee));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/explore\\?available=${when.value}&mode=video&lang=Hindi$`));
  await expect.poll(async () => seeded(await page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents())).toEqual(seeded(filtered));
  await page.getByText("Filters (3)").click();
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  await expect(page.getByLabel("Hindi", { exact: true })).toBeChecked();

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByText(/^\d+ of \d+ available$/)).toBeVisible();
  await expect(card(page, "Dr. Rajesh Pillai")).toBeVisible();
  await expect(page.getByRole("link", { name: "Clear all" })).toHaveCount(0);
});

test("a filter the server refuses says so", async ({ page }) => {
  await page.goto("/explore?feeMin=900&feeMax=100");
  await expect(page.getByText("Could not load experts")).toBeVisible();
  await expect(page.getByText("The lowest fee must not be more than the highest")).toBeVisible();
});

test("a card's slot chip opens the booking screen with that slot chosen, and books it", async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await topUpViaApi(page.request, 5000);
  const when = availabilityNow();
  await page.goto(`/explore?available=${when.value}&mode=video&lang=Hindi`);
  const chips = page.getByRole("list", { name: "Free slots of Dr. Sameer Khan" }).getByRole("link");
  await expect(chips.first()).toBeVisible();
  expect(await chips.count()).toBeLessThanOrEqual(3);
  const next = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Dr\. Sameer Khan,/ }) }).getByText(/^Next available: /);
  await expect(next).toHaveText(when.value === "today" ? /^Next available: Today, \d\d:\d\d [AP]M$/ : /^Next available: Tomorrow, \d\d:\d\d [AP]M$/);
  const chosen = (await chips.first().getAttribute("aria-label"))!.replace(/^Book Dr\. Sameer Khan, (Today|Tomorrow), /, "");
  await chips.first().click();

  await expect(page).toHaveURL(/\/book\/[0-9a-f-]+\?date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
  await expect(page.getByRole("radio", { name: chosen, exact: true })).toBeChecked();
  await page.getByRole("radio", { name: "Video" }).check();
  await page.getByRole("button", { name: /^Confirm Booking - ₹/ }).click();
  await expect(page.getByText("Appointment booked successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  // Back on Explore, that slot is no longer offered.
  await page.goto(`/explore?available=${when.value}&mode=video&lang=Hindi`);
  await expect(chips.first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Book Dr. Sameer Khan, ${when.value === "today" ? "Today" : "Tomorrow"}, ${chosen}` })).toHaveCount(0);
});

test("the expert's page lists the week's free slots, each opening the booking screen at it", async ({ page }) => {
  await page.goto("/explore?sort=earliest&lang=Hindi");
  await page.getByRole("link", { name: /^Dr\. Sameer Khan,/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Free slots in the next 7 days" })).toBeVisible();
  const first = page.getByRole("link", { name: /^Book (Today|Tomorrow|[A-Z][a-z]{2} \d\d), \d\d:\d\d [AP]M$/ }).first();
  const label = (await first.getAttribute("aria-label"))!;
  await first.click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]+\?date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
  await expect(page.getByRole("radio", { name: label.slice(label.lastIndexOf(", ") + 2), exact: true })).toBeChecked();
});
