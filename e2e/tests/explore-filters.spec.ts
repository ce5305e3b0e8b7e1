/** Explore's filters and sort (docs/product.md#explore-filters): in the address, rendered by the server, kept by Back. */
import type { Page } from "@playwright/test";
import { BOOKING_MESSAGES } from "@expertconnect/shared/schemas/bookings";
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

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
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
/** Each shown card's name, fee, experience and rating, read from the card as a person reads it. */
async function shownCards(page: Page) {
  const cards = await page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .evaluateAll((links) => links.map((a) => ({ name: a.querySelector("h2")!.textContent, text: (a as HTMLElement).innerText })));
  return cards.map(({ name, text }) => ({
    name,
    fee: Number(/₹([\d,]+)/.exec(text)![1]!.replace(/,/g, "")),
    years: Number(/(\d+)\+ yrs/.exec(text)![1]),
    rating: Number(/(\d\.\d)/.exec(text)![1]),
  }));
}
/** The first chip's slot of each card in order, as its link says (date and IST time, comparable as text). */
async function firstChipSlots(page: Page): Promise<string[]> {
  const lists = page.getByRole("list", { name: /^Free slots of / });
  await expect(lists.first()).toBeVisible();
  const hrefs = await lists.evaluateAll((uls) => uls.map((ul) => ul.querySelector("a")!.getAttribute("href")!));
  return hrefs.map((href) => {
    const q = new URLSearchParams(href.split("?")[1]);
    return `${q.get("date")} ${q.get("time")}`;
  });
}

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

test("fee range, experience, languages, rating and each sort, set in the form as a person does", async ({ page }) => {
  await page.goto("/explore");
  await expect(card(page, "Dr. Rajesh Pillai")).toBeVisible();
  await page.getByText("Filters and sort").click();
  // Both ends of the fee range are included: Dr. Ananya Iyer's fee is the highest, ₹1,200.
  await page.getByLabel("Lowest fee (₹)").fill("700");
  await page.getByLabel("Highest fee (₹)").fill("1200");
  await page.getByLabel("Experience").selectOption("10");
  await page.getByLabel("Tamil", { exact: true }).check();
  await page.getByLabel("Telugu", { exact: true }).check();
  await page.getByLabel("Rated 4 and above").check();
  await page.getByLabel("Sort by").selectOption("fee");
  await page.getByRole("button", { name: "Show experts" }).click();

  for (const part of ["feeMin=700", "feeMax=1200", "experience=10", "lang=Telugu", "lang=Tamil", "rating=4", "sort=fee"]) await expect(page).toHaveURL(new RegExp(`[?&]${part}(&|$)`));
  await expect(page.getByText("Filters (6)")).toBeVisible();
  await expect.poll(async () => seeded(await shownNames(page))).toEqual(["Dr. Sunita Reddy", "Dr. Ananya Iyer"]);
  for (const c of await shownCards(page)) {
    expect(c.fee, c.name).toBeGreaterThanOrEqual(700);
    expect(c.fee, c.name).toBeLessThanOrEqual(1200);
    expect(c.years, c.name).toBeGreaterThanOrEqual(10);
    expect(c.rating, c.name).toBeGreaterThanOrEqual(4);
  }

  // The same filters by rating: highest first.
  await page.getByText("Filters (6)").click();
  await page.getByLabel("Sort by").selectOption("rating");
  await page.getByRole("button", { name: "Show experts" }).click();
  await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
  await expect.poll(async () => seeded(await shownNames(page))).toEqual(["Dr. Ananya Iyer", "Dr. Sunita Reddy"]);

  // Without the languages and the rating, by experience: most first, and Dr. Vivek Chaturvedi (3.9) is back.
  await page.getByText("Filters (6)").click();
  await page.getByLabel("Tamil", { exact: true }).uncheck();
  await page.getByLabel("Telugu", { exact: true }).uncheck();
  await page.getByLabel("Rated 4 and above").uncheck();
  await page.getByLabel("Sort by").selectOption("experience");
  await page.getByRole("button", { name: "Show experts" }).click();
  await expect(page).toHaveURL(/[?&]sort=experience(&|$)/);
  await expect(page.getByText("Filters (3)")).toBeVisible();
  await expect(card(page, "Dr. Vivek Chaturvedi")).toBeVisible();
  const byExperience = (await shownCards(page)).filter((c) => !/ Test /.test(c.name));
  expect(byExperience.map((c) => c.years)).toEqual(byExperience.map((c) => c.years).sort((a, b) => b - a));
  expect(byExperience.map((c) => c.name)).not.toContain("Dr. Neha Kulkarni"); // ₹600, 8 years

  // A typed fee the form's own range check lets through but the server refuses is said in words.
  await page.getByText("Filters (3)").click();
  await page.getByLabel("Lowest fee (₹)").fill("1300");
  await page.getByRole("button", { name: "Show experts" }).click();
  await expect(page.getByText("The lowest fee must not be more than the highest")).toBeVisible();
});

test("within 7 days, earliest first: every card has a free slot and the first slots never go back in time", async ({ page }) => {
  await page.goto("/explore");
  await page.getByText("Filters and sort").click();
  await page.getByLabel("Within 7 days").check();
  await page.getByLabel("Sort by").selectOption("earliest");
  await page.getByRole("button", { name: "Show experts" }).click();
  await expect(page).toHaveURL(/\/explore\?available=week&sort=earliest$/);
  await expect(card(page, "Dr. Sameer Khan")).toBeVisible();
  // Not taking bookings: never free.
  await expect(card(page, "Dr. Pranav Joshi")).toHaveCount(0);
  await expect(page.getByText("No free slot in the next 7 days")).toHaveCount(0);
  const firsts = await firstChipSlots(page);
  expect(firsts.length).toBeGreaterThan(5);
  expect(firsts).toEqual([...firsts].sort());
});

test("a chip of a slot someone else has just booked opens the screen with it cleared and says so; a taken slot is never booked twice", async ({ page, signedIn, browser, baseURL }) => {
  expect(signedIn.email).toBeTruthy();
  await topUpViaApi(page.request, 5000);
  const errors: string[] = [];
  const other = await personContext(browser, baseURL!, errors);
  await signUpViaApi(other.page, "other");
  await topUpViaApi(other.page.request, 5000);
  const bookAsOther = (href: string) => {
    const q = new URLSearchParams(href.split("?")[1]);
    return other.page.request.post("/api/bookings", {
      data: { expertId: href.split("/")[2]!.split("?")[0], date: q.get("date"), time: q.get("time"), consultationType: "video", patient: { for: "self" } },
      headers: { origin: baseURL! },
    });
  };

  await page.goto("/explore?q=Fatima&available=week");
  const chips = page.getByRole("list", { name: "Free slots of Dr. Fatima Siddiqui" }).getByRole("link");
  await expect(chips.first()).toBeVisible();
  // The other person books the first chip's slot while this page shows it.
  const first = (await chips.first().getAttribute("href"))!;
  const firstLabel = (await chips.first().getAttribute("aria-label"))!.replace(/^Book Dr\. Fatima Siddiqui, [^,]+, /, "");
  expect((await bookAsOther(first)).status()).toBe(201);
  await chips.first().click();
  await expect(page).toHaveURL(new RegExp(`${first.replace(/[?]/g, "\\?")}$`));
  await expect(toast(page, BOOKING_MESSAGES.slotTaken)).toBeVisible();
  const taken = page.getByRole("radio", { name: `${firstLabel}, booked`, exact: true });
  await expect(taken).toBeDisabled();
  await expect(taken).not.toBeChecked();
  await expect(page.getByRole("button", { name: /^Confirm Booking - ₹/ })).toBeDisabled();

  // The next chip opens with its slot chosen; the other person takes it before Confirm.
  await page.goBack();
  await expect(chips.nth(1)).toBeVisible();
  await chips.nth(1).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]+\?date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}$/);
  const second = new URL(page.url());
  await expect(page.getByRole("radio", { checked: true, name: /^\d\d:\d\d [AP]M$/ })).toHaveAttribute("value", second.searchParams.get("time")!);
  await page.getByRole("radio", { name: "Video" }).check();
  expect((await bookAsOther(`${second.pathname}${second.search}`)).status()).toBe(201);
  // The first toast gone, so the one that follows can only be the answer to Confirm.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: /^Confirm Booking - ₹/ }).click();
  await expect(toast(page, BOOKING_MESSAGES.slotTaken)).toBeVisible();
  await expect(page).toHaveURL(/\/book\//);
  await expect(page.getByRole("radio", { checked: true, name: /^\d\d:\d\d [AP]M/ })).toHaveCount(0);
  // One booking of each slot, both the other person's; none of this person's.
  const mine = (await (await page.request.get("/api/bookings?tab=upcoming")).json()) as { bookings: unknown[] };
  expect(mine.bookings).toEqual([]);
  await other.context.close();
  expect(errors).toEqual([]);
});
