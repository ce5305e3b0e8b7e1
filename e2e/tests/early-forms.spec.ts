/**
 * Forms before the page's script runs: what is typed is kept through hydration (React keeps a
 * controlled field's text on screen but not in its state; react-hook-form keeps its own), a form sent
 * then is held and sent once the page is live, and never by the browser itself with its fields in
 * the address. Without JavaScript a form posts: the deletion request is accepted from it (any other
 * page's form comes back to its page: apps/server/src/lib/static.test.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/** Holds the app's entry module until the returned function is called: the page stays server-rendered. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const request = { email: "early.leaver@example.in", phone: "+91-9876501234", fullName: "Meera Iyer", reason: "Sent before the page had started" };

async function fillDeletionForm(page: Page) {
  await page.getByLabel("Email Address").fill(request.email);
  await page.getByLabel("Phone Number").fill(request.phone);
  await page.getByLabel("Full Name").fill(request.fullName);
  await page.getByLabel("Reason for leaving (optional)").fill(request.reason);
}

const noPersonalData = (url: string) => {
  for (const value of Object.values(request)) expect(decodeURIComponent(url.replace(/\+/g, " "))).not.toContain(value);
};

test("the deletion form filled and sent before the script runs is sent once, when the page is live, with all that was typed", async ({ page }) => {
  const release = await holdTheApp(page);
  const documents: string[] = [];
  const posts: unknown[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(`${r.method()} ${r.url()}`);
    if (r.method() === "POST" && r.url().endsWith("/api/profile/deletion-requests")) posts.push(r.postDataJSON());
  });
  await page.goto("/account-deletion", { waitUntil: "commit" });
  await fillDeletionForm(page);
  await page.getByRole("button", { name: "Submit Deletion Request" }).click();

  // The browser did not send the form itself: same page, nothing in the address, no new document.
  await expect(page.locator("#root[data-hydrated]")).toHaveCount(0);
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByLabel("Email Address")).toHaveValue(request.email);

  release();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Deletion Request Submitted" })).toBeVisible();
  expect(posts).toEqual([request]);
  // The form cleared after success, as when sent from the running page.
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  expect(documents).toHaveLength(1);
  noPersonalData(page.url());
});

test("a search typed before the script runs is searched once the page is live", async ({ page }) => {
  const res = await page.request.get("/api/experts?category=medical");
  const { experts } = (await res.json()) as { experts: { name: string }[] };
  const wanted = experts[1]!;
  const surname = wanted.name.split(" ").at(-1)!;
  const release = await holdTheApp(page);
  await page.goto("/explore", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search experts" });
  await search.fill(surname);
  release();
  await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true");
  // The field kept the text, and the app searched for it (a controlled field whose state would
  // otherwise still be empty).
  await expect(search).toHaveValue(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  await expect(page.getByText(wanted.name, { exact: true })).toBeVisible();
  for (const other of experts.filter((e) => !e.name.includes(surname)).slice(0, 2)) {
    await expect(page.getByText(other.name, { exact: true })).toHaveCount(0);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the deletion request is accepted from the plain form, and the address carries only the outcome", async ({ page }) => {
    await page.goto("/account-deletion");
    await expect(page.getByText(/needs JavaScript to sign in/)).toBeVisible();
    await fillDeletionForm(page);
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/account-deletion");
    await page.getByRole("button", { name: "Submit Deletion Request" }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/account-deletion\?request=sent$/);
    await expect(page.getByRole("status").filter({ hasText: "Deletion Request Submitted" })).toContainText("We'll verify your identity within 2 business days.");
    noPersonalData(page.url());

    // Incomplete: the page says what to check.
    await page.getByLabel("Email Address").fill(request.email);
    await page.getByRole("button", { name: "Submit Deletion Request" }).click();
    await expect(page).toHaveURL(/\/account-deletion\?request=invalid$/);
    await expect(page.getByRole("alert")).toContainText("Check the details and send the request again");
  });
});
