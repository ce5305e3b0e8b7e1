/**
 * Notifications between two people, each in their own browser context: a client books, the expert's
 * badge and list show it, the expert confirms, and the client's notification leads to the booking.
 *
 * The expert is made the way a real one is: a fresh account applies, and an admin approves it over
 * the API (E2E_ADMIN_EMAIL is in the servers' ADMIN_EMAILS). The demo accounts are not used: their
 * passwords are random and shown once in the server's log.
 */
import { devices, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, expect, SIGN_UP_CONSENT, signUpViaApi, test, topUpViaApi, waitForAppOnNavigation } from "../fixtures.ts";

/** A date n days from today in India, yyyy-MM-dd. */
function istDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

/** "10:00" → "10:00 AM", as the slot grid names its radios. */
const slotName = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${String(h % 12 || 12).padStart(2, "0")}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

/** The admin's session (signed up the first time, signed in after). */
async function adminRequest(request: APIRequestContext, origin: string) {
  const account = { email: E2E_ADMIN_EMAIL, password: "admin-pass-e2e-1" };
  const up = await request.post("/api/auth/sign-up/email", { data: { ...account, name: "", ...SIGN_UP_CONSENT }, headers: { origin } });
  if (!up.ok()) expect((await request.post("/api/auth/sign-in/email", { data: account, headers: { origin } })).ok()).toBeTruthy();
  return request;
}

/** The first free slot of the expert in the coming days. */
async function freeSlot(request: APIRequestContext, expertId: string) {
  for (let days = 2; days < 14; days++) {
    const date = istDate(days);
    const res = await request.get(`/api/bookings/slots?expertId=${expertId}&date=${date}`);
    const { slots } = (await res.json()) as { slots: Array<{ time: string; status: string }> };
    const free = slots.find((s) => s.status === "free");
    if (free) return { date, time: free.time };
  }
  throw new Error("the new expert has no free slot in two weeks");
}

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("a client books → the expert is told → the expert confirms → the client's notification leads to the booking", async ({
  page: client,
  signedIn,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(signedIn.email).toBeTruthy();
  const origin = baseURL!;

  // The expert: their own browser context, with console errors failing the test as for `page`.
  const expertContext = await browser.newContext({ ...devices["Pixel 7"], baseURL: origin, locale: "en-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block" });
  const expert = waitForAppOnNavigation(await expertContext.newPage());
  const expertErrors: string[] = [];
  expert.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) expertErrors.push(m.text());
  });
  expert.on("pageerror", (e) => expertErrors.push(e.message));
  await signUpViaApi(expert, "expert");
  const applied = await expert.request.post("/api/applications", {
    headers: { origin },
    data: {
      category: "medical",
      specialization: "General Physician",
      experienceYears: 8,
      consultationFee: 400,
      bio: "General physician in Pune with eight years of practice.",
      education: "MBBS",
      languages: ["English", "Hindi"],
      registrationNumber: "mmc-778899",
      registrationCouncil: "Maharashtra Medical Council",
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: string }).id;
  const admin = await adminRequest(await playwright.request.newContext({ baseURL: origin }), origin);
  const approved = await admin.post(`/api/admin/applications/${applicationId}/approve`, { data: { registrationChecked: true }, headers: { origin } });
  expect(approved.status(), await approved.text()).toBe(200);
  const expertId = ((await approved.json()) as { expertId: string }).expertId;

  // The approval is the expert's first notification; reading it clears the badge.
  await expert.clock.install();
  await expert.goto("/profile/notifications");
  await expect(bell(expert)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(expert.getByRole("list", { name: "Notifications" }).getByText("You are now a verified expert")).toBeVisible();
  await expert.getByRole("button", { name: "Mark all read" }).click();
  await expect(expert.getByText("All notifications marked as read")).toBeVisible();
  await expect(bell(expert)).toHaveAccessibleName("Notifications");

  // The client books through the booking screen, paying from the wallet.
  await topUpViaApi(client.request, 400, origin);
  const { date, time } = await freeSlot(client.request, expertId);
  await client.goto(`/book/${expertId}`);
  await client.getByLabel("Date").fill(date);
  await client.getByRole("radio", { name: slotName(time), exact: true }).check();
  await client.getByRole("radio", { name: "Video" }).check();
  await client.getByRole("button", { name: /^Confirm Booking - ₹/ }).click();
  await expect(client).toHaveURL(/\/bookings$/);

  // Within one poll (30 s, the expert's clock moved on) the badge shows it, and so does the list.
  await expert.clock.fastForward("00:31");
  await expect(bell(expert)).toHaveAccessibleName("Notifications, 1 unread");
  const request = expert.getByRole("list", { name: "Notifications" }).getByRole("listitem").first();
  await expect(request).toContainText("New booking request");
  await expect(request).toHaveAttribute("data-read", "false");
  await expect(request.getByRole("link")).toHaveAttribute("href", "/consultation-mode");

  // The notification leads the expert to their desk, where they confirm.
  await request.getByRole("link").click();
  await expect(expert).toHaveURL(/\/consultation-mode$/);
  await expert.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(expert.getByText("Booking confirmed")).toBeVisible();

  // The client's bell, read again when the window regains focus, then the notification itself.
  // What a browser fires when the person comes back to the tab (it bubbles to window).
  await client.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(bell(client)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(client).click();
  const confirmed = client.getByRole("list", { name: "Notifications" }).getByRole("link", { name: /Booking confirmed/ });
  await expect(confirmed).toContainText("is confirmed");
  await confirmed.click();
  await expect(client).toHaveURL(/\/bookings$/);
  await expect(bell(client)).toHaveAccessibleName("Notifications");
  await client.goto("/profile/notifications");
  await expect(client.getByRole("list", { name: "Notifications" }).locator('li[data-read="false"]')).toHaveCount(0);

  await admin.dispose();
  await expertContext.close();
  expect(expertErrors, "console errors in the expert's page").toEqual([]);
});
