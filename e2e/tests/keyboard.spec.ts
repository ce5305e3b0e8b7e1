import type { Locator, Page } from "@playwright/test";
import { expect, test, topUpViaApi } from "../fixtures.ts";

/** Presses Tab until the locator has focus; fails if it is not reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/** The focused element shows a visible focus indicator (an outline or a ring). */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== "none" };
  });
  expect(style.outline || style.shadow, "focused control shows a focus indicator").toBe(true);
}

test("a keyboard-only user finds an expert and books an appointment end to end", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  // Bookings are paid from the wallet.
  await topUpViaApi(page.request, 5000);
  const name = "Dr. Alok Mishra";
  const days = 23;
  const date = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;

  await page.goto("/explore");
  const search = page.getByRole("searchbox").or(page.getByRole("textbox", { name: /search/i })).first();
  await tabTo(page, search);
  await page.keyboard.type("alok mishra");
  // The card's link (its slot chips are links too, named "Book Dr. …").
  const card = page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(card).toBeVisible();
  await tabTo(page, card);
  await expectVisibleFocus(card);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/expert\//);

  const book = page.getByRole("link", { name: "Book Appointment" }).or(page.getByRole("button", { name: "Book Appointment" })).first();
  await tabTo(page, book);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/book\//);

  const dateInput = page.getByLabel("Date");
  const wanted = `${part("year")}-${part("month")}-${part("day")}`;
  // Chromium's date field takes day, month and year in its own UI locale's order: try both.
  for (const order of [["month", "day"], ["day", "month"]]) {
    await tabTo(page, dateInput);
    await page.keyboard.type(`${part(order[0]!)}${part(order[1]!)}${part("year")}`);
    if ((await dateInput.inputValue()) === wanted) break;
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
  }
  await expect(dateInput).toHaveValue(wanted);

  const firstSlot = page.getByRole("radio", { name: "09:00 AM", exact: true });
  await tabTo(page, firstSlot);
  // Arrow keys move through the slot group; Space picks.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const chosen = page.getByRole("radio", { name: "10:00 AM", exact: true });
  await expect(chosen).toBeFocused();
  await page.keyboard.press("Space");
  await expect(chosen).toBeChecked();

  const video = page.getByRole("radio", { name: "Video" });
  await tabTo(page, video);
  await page.keyboard.press("Space");
  await expect(video).toBeChecked();

  const notes = page.getByRole("textbox", { name: /notes/i });
  await tabTo(page, notes);
  await page.keyboard.type("Follow-up on blood pressure readings.");

  const confirm = page.getByRole("button", { name: /^Confirm Booking/ });
  await tabTo(page, confirm);
  await expectVisibleFocus(confirm);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Appointment booked successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText("10:00 AM")).toBeVisible();
});

test("dialogs trap focus, close on Escape and give focus back", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await page.goto("/ask-doubt");
  const open = page.getByRole("button", { name: "Ask Question" });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("after a route change focus moves to the new page's heading", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeFocused();
  await expect(page).toHaveTitle(/Messages/);
});
