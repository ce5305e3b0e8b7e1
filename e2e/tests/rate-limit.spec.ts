/** A refused (429) request never signs anyone out, and a refused form says how long to wait. */
import { expect, test } from "../fixtures.ts";

const refusal = (retryAfter: number) => ({
  status: 429,
  headers: { "retry-after": String(retryAfter), "content-type": "application/json" },
  body: JSON.stringify({ error: { message: "Too many requests. Please try again later." }, message: "Too many requests. Please try again later." }),
});

test("a signed-in page whose session reads are refused stays signed in and recovers by itself", async ({ page, signedIn }) => {
  void signedIn;
  await page.goto("/");
  const signOut = page.getByRole("button", { name: "Sign Out", exact: true });
  await expect(signOut).toBeVisible();

  let refused = 0;
  await page.route("**/api/auth/get-session*", async (route) => {
    if (refused < 3) {
      refused += 1;
      return route.fulfill(refusal(1));
    }
    await route.continue();
  });
  const recovered = page.waitForResponse((res) => res.url().includes("/api/auth/get-session") && res.status() === 200, { timeout: 15_000 });
  // A reload's first session read is refused: the page still shows the person as signed in.
  await page.reload();
  await expect(signOut).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // It tries again by itself, after each Retry-After, until the server answers.
  await recovered;
  expect(refused).toBe(3);
  await expect(signOut).toBeVisible();
});

test("a refused sign-in says how long to wait", async ({ page }) => {
  await page.route("**/api/auth/sign-in/email", (route) => route.fulfill(refusal(7)));
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill("crowd@example.in");
  await form.getByLabel("Password").fill("secret-pass-1");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Too many attempts. Try again in 7 seconds.", { exact: true })).toBeVisible();
});
