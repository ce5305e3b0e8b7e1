/**
 * Notice and consent (docs/product.md#notice-and-consent): sign-up shows the notice and will not go
 * on without the two required boxes; what was agreed shows in Settings; a changed notice is asked
 * for again above the page until the person agrees.
 */
import { LISTING_MESSAGES } from "@expertconnect/shared/messages/listing-rules";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { agreeToSignUp, expect, signUpViaApi, test, uniqueEmail } from "../fixtures.ts";

test("sign-up shows the notice, needs the 18-or-older box, and records the consents chosen", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  const notice = form.getByRole("link", { name: /privacy notice/ });
  await expect(notice).toHaveAttribute("href", "/privacy-notice");
  await form.getByLabel("Email").fill(uniqueEmail("consent"));
  await form.getByLabel("Password").fill("consent-pass-1");
  await form.getByLabel(PRIVACY_MESSAGES.noticeLabel).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.adultRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await agreeToSignUp(form);
  await form.getByLabel(PRIVACY_MESSAGES.pushLabel).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created! Please check your email to verify.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile/settings");
  await expect(page.getByText(`You agreed to the privacy notice (version ${PRIVACY_NOTICE_VERSION}) on`)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Push notifications" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Marketing e-mail" })).not.toBeChecked();

  await page.getByRole("switch", { name: "Marketing e-mail" }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.marketingOn)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Marketing e-mail" })).toBeChecked();
});

test("the notice is a page of its own: data, purposes, rights, withdrawal and the Data Protection Board", async ({ page }) => {
  await page.goto("/privacy-notice");
  await expect(page.getByRole("heading", { name: "Privacy Notice", level: 1 })).toBeVisible();
  await expect(page.getByText(`(version ${PRIVACY_NOTICE_VERSION})`)).toBeVisible();
  for (const heading of ["The data we process", "What we use it for", "Your rights", "Withdrawing consent", "Complaints"]) {
    await expect(page.getByRole("heading", { name: new RegExp(heading) })).toBeVisible();
  }
  await expect(page.getByText(/Data Protection Board of India/)).toBeVisible();
});

test("a changed notice is asked for again until the person agrees as an adult", async ({ page, baseURL, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await page.goto("/bookings");
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByText(PRIVACY_MESSAGES.noticeUpdatedTitle)).toHaveCount(0);

  expect((await page.request.post("/api/test/privacy/outdated-notice", { headers: { origin: baseURL! } })).ok()).toBeTruthy();
  await page.reload();
  const ask = page.getByRole("region", { name: PRIVACY_MESSAGES.noticeUpdatedTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.adultRequired)).toBeVisible();
  await ask.getByLabel(PRIVACY_MESSAGES.adultLabel).check();
  await ask.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.noticeAccepted)).toBeVisible();
  await expect(ask).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByText(PRIVACY_MESSAGES.noticeUpdatedTitle)).toHaveCount(0);
});

test("the Privacy Policy names every cookie the app sets: what it holds, why and for how long", async ({ page, context }) => {
  // A visitor who chooses lawyers, reads the notice before their listings, signs up and chooses Hindi.
  await page.goto("/explore");
  await page.getByRole("radio", { name: "Lawyer", exact: true }).click();
  await page.getByRole("button", { name: LISTING_MESSAGES.noticeButton }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lawyers", exact: true })).toBeVisible();
  await signUpViaApi(page, "cookies");
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: "Consultation Preferences" }).click();
  await page.getByRole("group", { name: "Preferred Language" }).getByRole("radio", { name: "हिन्दी" }).check();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const names = [...new Set((await context.cookies()).map((c) => c.name))];
  expect(names).toEqual(expect.arrayContaining(["ec.category", "ec.lang", "ec.listing-notice", "better-auth.session_token"]));

  await page.goto("/privacy-policy");
  // The person chose Hindi: the heading is Hindi, the policy's body stays English (docs/i18n.md).
  const section = page.getByRole("region", { name: /कुकीज़ और लोकल स्टोरेज/ });
  await expect(section).toContainText("We use no advertising or tracking cookies.");
  const entries = await section.getByRole("listitem").allTextContents();
  for (const name of names) {
    const entry = entries.find((text) => text.startsWith(`${name}:`) || text.startsWith(`${name},`));
    expect(entry, `the policy does not name the cookie ${name}`).toBeDefined();
    expect(entry, `the entry for ${name} does not say how long it lasts`).toMatch(/\d+ (minutes|days?|years?)/);
  }
});
