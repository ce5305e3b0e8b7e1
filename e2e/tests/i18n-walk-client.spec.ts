/**
 * Hindi, walked as a client (docs/i18n.md): every screen of finding and booking an expert, the
 * bookings, messages, notifications, a consultation room, and the sign-in pages signed out shows
 * no English but names, the brand and units, and nothing is wider than a 320 px phone.
 */
import type { Page } from "@playwright/test";
import { CATEGORIES, type Category } from "@expertconnect/shared/categories";
import { book, istDate } from "../experts.ts";
import { expect, test, topUpViaApi } from "../fixtures.ts";
import { expectNoEnglish, expectNoSidewaysScroll } from "../support/no-english.ts";

interface Listed {
  id: string;
  name: string;
  isAvailable: boolean;
}

async function listed(page: Page, category: Category): Promise<Listed[]> {
  const res = await page.request.get(`/api/experts?category=${category}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { experts: Listed[] }).experts;
}

/** The route in Hindi, once its content is there: no English, no sideways scroll. */
async function walk(page: Page, path: string, names: readonly string[], ready?: () => Promise<void>) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  if (ready) await ready();
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expectNoEnglish(page, names);
  await expectNoSidewaysScroll(page);
}

test.describe("Hindi, as a client", () => {
  // About twenty pages on a shared machine.
  test.setTimeout(240_000);
  test.use({ viewport: { width: 320, height: 720 } });

  test("explore, an expert, booking, bookings, messages, notifications, a room and the sign-in pages are in Hindi at 320 px", async ({ page, signedIn, baseURL, browser }) => {
    const headers = { origin: baseURL! };
    expect((await page.request.put("/api/preferences", { data: { language: "hi" }, headers })).ok()).toBe(true);

    // Names are content; so is the sign-in form's example address.
    const names: string[] = [signedIn.email, "you@example.com"];
    const byCategory = new Map<Category, Listed[]>();
    for (const category of CATEGORIES) {
      const experts = await listed(page, category);
      byCategory.set(category, experts);
      names.push(...experts.map((e) => e.name));
    }
    // A booking with a seed doctor (pending until the doctor confirms): it opens a conversation and has a room.
    const doctor = byCategory.get("medical")!.find((e) => e.isAvailable)!;
    await topUpViaApi(page.request, 5000);
    let bookingId = "";
    for (const day of [3, 4, 5, 6]) {
      for (const time of ["11:30", "15:00", "16:30"]) {
        const free = await page.request.get(`/api/bookings/slots?expertId=${doctor.id}&date=${istDate(day)}`);
        if (free.ok() && !JSON.stringify(await free.json()).includes(`"${time}","status":"free"`)) continue;
        bookingId = await book(page, baseURL!, doctor.id, istDate(day), time);
        break;
      }
      if (bookingId) break;
    }
    const conversations = (await (await page.request.get("/api/messages/conversations")).json()) as { items: { id: string }[] };

    // Explore in each category, chosen in the header; lawyers and CAs come after their notice, which is Hindi too.
    const listing = () => expect(page.getByText(/में से [0-9,]+ उपलब्ध|मिले ·/)).toBeVisible();
    await walk(page, "/explore", names, listing);
    for (const term of ["वकील", "सीए", "आईटी"]) {
      await page.getByRole("radio", { name: term }).click();
      const notice = page.getByRole("button", { name: "मैं समझता/समझती हूँ, प्रोफ़ाइल दिखाएँ" });
      if (term === "वकील") {
        await expect(notice).toBeVisible();
        await expectNoEnglish(page, names);
        await expectNoSidewaysScroll(page);
        await notice.click();
      }
      await expect(page.getByRole("heading", { name: term === "आईटी" ? "आईटी विशेषज्ञ" : term, level: 1 })).toBeVisible();
      await listing();
      await expectNoEnglish(page, names);
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole("radio", { name: "डॉक्टर" }).click();
    await listing();
    // The filters open.
    await page.getByText("फ़िल्टर और क्रम").click();
    await expectNoEnglish(page, names);
    await expectNoSidewaysScroll(page);

    await walk(page, `/expert/${doctor.id}`, names, () => expect(page.getByRole("heading", { name: "अगले 7 दिनों के खाली स्लॉट" })).toBeVisible());
    await walk(page, `/book/${doctor.id}`, names, () => expect(page.getByRole("heading", { name: "अपॉइंटमेंट बुक करें", level: 1 })).toBeVisible());
    await walk(page, "/bookings", names, () => expect(page.getByText(doctor.name).first()).toBeVisible());
    await walk(page, "/bookings?tab=past", names, () => expect(page.getByText("कोई पिछली बुकिंग नहीं")).toBeVisible());
    await walk(page, "/messages", names, () => expect(page.getByRole("list", { name: "बातचीत" })).toBeVisible());
    await walk(page, `/messages/${conversations.items[0]!.id}`, names, () => expect(page.getByRole("textbox", { name: "संदेश" })).toBeVisible());
    await walk(page, "/profile/notifications", names, () => expect(page.getByRole("heading", { name: "सूचनाएँ", level: 1 })).toBeVisible());
    await walk(page, `/session/${bookingId}`, names, () => expect(page.getByText("यह सत्र पक्का नहीं हुआ है")).toBeVisible());
    await walk(page, "/no-such-page", names, () => expect(page.getByRole("heading", { name: "ओह! पेज नहीं मिला" })).toBeVisible());

    // Signed out, with this browser's Hindi: the sign-in pages.
    const visitor = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 }, locale: "en-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block" });
    await visitor.addCookies([{ name: "ec.lang", value: "hi", url: baseURL! }]);
    const guest = await visitor.newPage();
    await walk(guest, "/auth", names, () => expect(guest.getByRole("tab", { name: "साइन अप करें" })).toBeVisible());
    await guest.getByRole("tab", { name: "साइन अप करें" }).click();
    await expectNoEnglish(guest, names);
    await expectNoSidewaysScroll(guest);
    await walk(guest, "/reset-password", names, () => expect(guest.getByRole("alert")).toBeVisible());
    await walk(guest, "/bookings", names, () => expect(guest.getByRole("link", { name: "साइन इन करें" }).last()).toBeVisible());
    await visitor.close();
  });
});
