/**
 * Mark all read clears the unread badges at once, before the server has answered, and puts them
 * back with a toast when it fails. The notifications come from another person answering the
 * signed-in person's doubt (docs/product.md#notifications).
 */
import type { Page } from "@playwright/test";
import { expect, SIGN_UP_CONSENT, test } from "../fixtures.ts";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** `count` answers to a new doubt of the page's person, each a notification for them. */
async function answersFromSomeoneElse(page: Page, baseURL: string, count: number) {
  const doubt = await page.request.post("/api/doubts", { data: { question: `Which dose is right for a child? ${Date.now()}` }, headers: { origin: baseURL } });
  expect(doubt.status(), await doubt.text()).toBe(201);
  const { id } = (await doubt.json()) as { id: string };
  const other = await page.context().browser()!.newContext({ baseURL });
  const signedUp = await other.request.post("/api/auth/sign-up/email", {
    data: { email: `answerer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`, password: "secret-pass-1", name: "Dr. Answer", ...SIGN_UP_CONSENT },
    headers: { origin: baseURL },
  });
  expect(signedUp.ok()).toBeTruthy();
  for (let i = 1; i <= count; i++) {
    const res = await other.request.post(`/api/doubts/${id}/answers`, { data: { answer: `Answer number ${i}: weigh the child first.` }, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await other.close();
}

/** Holds the page's Mark all read request until the returned function answers it (`fail`: with a 503). */
async function holdMarkAll(page: Page) {
  let answer!: (fail: boolean) => void;
  const answered = new Promise<boolean>((resolve) => (answer = resolve));
  await page.route("**/api/notifications/read-all", async (route) => {
    if (await answered) await route.fulfill({ status: 503, json: { error: { message: "Service unavailable" } } });
    else await route.continue();
  });
  return answer;
}

test.describe("Mark all read", () => {
  // The failure case answers 503 on purpose; the browser reports that status for the request.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test("clears the badges before the server answers", async ({ page, signedIn, baseURL }) => {
    expect(signedIn.email).toBeTruthy();
    await answersFromSomeoneElse(page, baseURL!, 2);
    await page.goto("/profile/notifications");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    await expect(page.getByText("2 unread", { exact: true })).toBeVisible();

    const answer = await holdMarkAll(page);
    await page.getByRole("button", { name: "Mark all read" }).click();
    // The request is still held: the badge and the count are gone already.
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("unread-badge")).toHaveCount(0);
    await expect(page.getByText("No unread notifications")).toBeVisible();
    answer(false);
    await expect(toast(page, "All notifications marked as read")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  });

  test("puts the badges back, with a toast, when it fails", async ({ page, signedIn, baseURL }) => {
    expect(signedIn.email).toBeTruthy();
    await answersFromSomeoneElse(page, baseURL!, 3);
    await page.goto("/profile/notifications");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");

    const answer = await holdMarkAll(page);
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page.getByTestId("unread-badge")).toHaveCount(0);
    answer(true);
    await expect(toast(page, "Service unavailable")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
    await expect(page.getByTestId("unread-badge")).toHaveText("3");
    await expect(page.getByText("3 unread", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all read" })).toBeEnabled();
  });
});
