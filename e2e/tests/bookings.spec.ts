import type { APIRequestContext, Page } from "@playwright/test";
import { expect, holdRequests, SIGN_UP_CONSENT, signUpViaApi, test, topUpViaApi, uniqueEmail } from "../fixtures.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date n days from today in India, yyyy-MM-dd (slots are IST whatever the browser's zone). */
function istDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

/** 'MMM dd, yyyy' of a yyyy-MM-dd date. */
const shown = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

async function expertId(page: Page, category: string, name: string): Promise<string> {
  const res = await page.request.get(`/api/experts?category=${category}&q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { experts: Array<{ id: string; name: string }> };
  const found = body.experts.find((e) => e.name === name);
  if (!found) throw new Error(`no demo expert ${name}`);
  return found.id;
}

const slot = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const confirm = (page: Page) => page.getByRole("button", { name: /^Confirm Booking - ₹/ });

/** Another person, booking through the API with their own cookies. */
async function bookAsSomeoneElse(request: APIRequestContext, baseURL: string, body: Record<string, string>) {
  const account = { email: uniqueEmail("rival"), password: "secret-pass-1", name: "", ...SIGN_UP_CONSENT };
  expect((await request.post("/api/auth/sign-up/email", { data: account, headers: { origin: baseURL } })).ok()).toBeTruthy();
  await topUpViaApi(request, 5000, baseURL);
  const res = await request.post("/api/bookings", { data: body, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
}

test.describe("Book Appointment", () => {
  test("Confirm waits for a date, a time and a type; past days are closed; notes over 500 are refused", async ({ page, signedIn }) => {
    // Many steps on one page; the patient's question made it longer than 30 s on a loaded machine.
    test.slow();
    expect(signedIn.email).toBeTruthy();
    const id = await expertId(page, "medical", "Dr. Kavita Deshpande");
    await page.goto(`/book/${id}`);
    await expect(page.getByText("Dr. Kavita Deshpande")).toBeVisible();
    await expect(page.getByText("Dermatologist")).toBeVisible();
    await expect(page.getByText("₹800").first()).toBeVisible();
    await expect(page.getByLabel("Date")).toHaveAttribute("min", istDate(0));
    await expect(slot(page, "10:00 AM")).toBeDisabled();
    // 18 times, 3 kinds of consultation, and who the patient is (Myself, Someone else).
    await expect(page.getByRole("main").getByRole("radio")).toHaveCount(18 + 3 + 2);
    await expect(confirm(page)).toHaveText("Confirm Booking - ₹800");
    await expect(confirm(page)).toBeDisabled();

    // A day already gone (typed past the picker's minimum) offers no slot.
    await page.getByLabel("Date").fill(istDate(-1));
    await expect(slot(page, "06:30 PM, past")).toBeDisabled();
    await expect(slot(page, "09:00 AM, past")).toBeDisabled();

    await page.getByLabel("Date").fill(istDate(4));
    await expect(confirm(page)).toBeDisabled();
    await slot(page, "09:30 AM").check();
    await expect(confirm(page)).toBeDisabled();
    await page.getByRole("radio", { name: "Voice" }).check();
    await expect(confirm(page)).toBeEnabled();

    const notes = page.getByLabel("Notes (optional)");
    await notes.fill("n".repeat(501));
    await expect(page.getByText("501/500")).toBeVisible();
    await confirm(page).click();
    await expect(page.getByText("Notes must be less than 500 characters")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/book/${id}$`));
    const count = await page.request.get("/api/bookings");
    expect(((await count.json()) as { bookings: unknown[] }).bookings).toHaveLength(0);

    // Changing the day clears the chosen time.
    await page.getByLabel("Date").fill(istDate(5));
    await expect(slot(page, "09:30 AM")).not.toBeChecked();
    await expect(confirm(page)).toBeDisabled();
  });

  test("signed out, Confirm asks for a login and signing in comes back to the booking page", async ({ page }) => {
    const account = await signUpViaApi(page, "bookout");
    await page.context().clearCookies();
    const id = await expertId(page, "medical", "Dr. Sameer Khan");
    await page.goto(`/book/${id}`);
    await page.getByLabel("Date").fill(istDate(4));
    await slot(page, "11:00 AM").check();
    await page.getByRole("radio", { name: "Chat" }).check();
    await confirm(page).click();
    await expect(page.getByText("Please login to book an appointment")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/book/${id}`)}$`));

    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Book Appointment" })).toBeVisible();
  });

  test("a slot taken by someone else meanwhile gives the server's message and shows as booked", async ({ page, signedIn, playwright, baseURL }) => {
    expect(signedIn.email).toBeTruthy();
    await topUpViaApi(page.request, 5000);
    const id = await expertId(page, "legal", "Adv. Shalini Rao");
    const date = istDate(7);
    await page.goto(`/book/${id}`);
    await page.getByLabel("Date").fill(date);
    await slot(page, "03:00 PM").check();
    await page.getByRole("radio", { name: "Video" }).check();

    const rival = await playwright.request.newContext({ baseURL });
    await bookAsSomeoneElse(rival, baseURL!, { expertId: id, date, time: "15:00", consultationType: "chat" });
    await rival.dispose();

    await confirm(page).click();
    await expect(page.getByText("This slot was just booked. Please choose another time.")).toBeVisible();
    await expect(slot(page, "03:00 PM, booked")).toBeDisabled();
    await expect(confirm(page)).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`/book/${id}$`));
  });
  test("a slot that has passed while the page was open gives the server's message and a fresh grid", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    const id = await expertId(page, "tech", "Ishita Malhotra");
    const yesterday = istDate(-1);
    // The grid as it was when the page loaded, before these slots passed: the first answer for
    // yesterday says every slot is free; after that the server's real answer comes through.
    let stale = true;
    await page.route(`**/api/bookings/slots?*date=${yesterday}*`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { date: string; slots: Array<{ time: string; status: string }> };
      if (stale) body.slots = body.slots.map((s) => ({ ...s, status: "free" }));
      stale = false;
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`/book/${id}`);
    await page.getByLabel("Date").fill(yesterday);
    await slot(page, "09:00 AM").check();
    await page.getByRole("radio", { name: "Chat" }).check();
    await confirm(page).click();
    await expect(page.getByText("Please choose a time in the future.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/book/${id}$`));
    await expect(slot(page, "09:00 AM, past")).toBeDisabled();
    await expect(confirm(page)).toBeDisabled();
    const mine = await page.request.get("/api/bookings?tab=past");
    expect(((await mine.json()) as { bookings: unknown[] }).bookings).toHaveLength(0);
  });
});

test.describe("booking from New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("books 10:00 AM IST, shows it under Upcoming as pending, and a second user sees the slot taken", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await topUpViaApi(page.request, 2000);
    const id = await expertId(page, "medical", "Dr. Sunita Reddy");
    const date = istDate(6);
    await page.goto(`/book/${id}`);
    await page.getByLabel("Date").fill(date);
    await slot(page, "10:00 AM").check();
    await page.getByRole("radio", { name: "Video" }).check();
    await page.getByLabel("Notes (optional)").fill("Follow-up on scan results");
    await expect(page.getByText("25/500")).toBeVisible();
    // The patient is a child: booked only with the adult's confirmation.
    await page.getByRole("radio", { name: "Someone else" }).check();
    await page.getByLabel("Patient's name").fill("Aarav Sharma");
    await page.getByLabel("Patient's age (years)").fill("7");
    await page.getByLabel("Patient's gender").selectOption("male");
    await confirm(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "A patient under 18 is seen only with you, the adult, present" })).toBeVisible();
    await page.getByLabel(/I am the patient's parent or guardian/).check();

    // Hold the request a moment to see the saving state.
    const release = await holdRequests(page, "**/api/bookings", (request) => request.method() === "POST");
    await confirm(page).click();
    await expect(page.getByRole("button", { name: "Booking..." })).toBeDisabled();
    release();

    await expect(page.getByText("Appointment booked successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    const upcoming = page.getByRole("tabpanel", { name: "Upcoming" });
    const item = upcoming.getByRole("listitem").filter({ hasText: "Dr. Sunita Reddy" });
    await expect(item).toContainText("Obstetrician & Gynaecologist");
    await expect(item).toContainText("Pending");
    await expect(item.getByText("Pending")).toHaveClass(/bg-yellow/);
    await expect(item).toContainText(shown(date));
    await expect(item).toContainText("10:00 AM");
    await expect(item).toContainText("Video");
    await expect(item).toContainText("₹900");
    await expect(item.getByText("Paid")).toBeVisible();
    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page.getByText("No past bookings")).toBeVisible();

    // Someone else now finds 10:00 AM taken and 10:30 AM still free.
    await page.context().clearCookies();
    await signUpViaApi(page, "second");
    await page.goto(`/book/${id}`);
    await page.getByLabel("Date").fill(date);
    await expect(slot(page, "10:00 AM, booked")).toBeDisabled();
    await expect(slot(page, "10:30 AM")).toBeEnabled();
  });
});

test.describe("My Bookings", () => {
  test("asks a signed-out visitor to sign in", async ({ page }) => {
    await page.goto("/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByText("Sign in to see your bookings")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?redirect=%2Fbookings");
  });

  test("shows three skeletons, then the empty states of both tabs", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    const release = await holdRequests(page, "**/api/bookings?*");
    await page.goto("/bookings");
    await expect(page.getByTestId("booking-skeleton")).toHaveCount(3);
    release();
    await expect(page.getByText("No upcoming bookings")).toBeVisible();
    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page.getByText("No past bookings")).toBeVisible();
    await expect(page.getByText("Your booking history will appear here.")).toBeVisible();
    await page.getByRole("tab", { name: "Upcoming" }).click();
    await page.getByRole("link", { name: "Explore Experts" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });
});
