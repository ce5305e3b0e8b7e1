import { Secret, TOTP } from "otpauth";
import { agreeToSignUp, expect, signUpViaApi, test, uniqueEmail, waitForAppOnNavigation, type Account } from "../fixtures.ts";
import type { APIRequestContext, Page } from "@playwright/test";

/** Reads the newest kept e-mail to an address (the e2e servers run with TEST_HOOKS=true, no SMTP). */
async function mailLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
      const { mail } = (await res.json()) as { mail: { subject: string; text: string }[] };
      link = mail.find((m) => subject.test(m.subject))?.text.match(/https?:\/\/\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

async function signInByUi(page: Page, account: Account) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test.describe("account security", () => {
  // Each test hashes or checks a password three or four times (scrypt, deliberately slow); on a
  // loaded 2-core machine one test of these took over the 30 s default.
  test.describe.configure({ timeout: 60_000 });
  test("sign up, then verify the e-mail with the link from the outbox", async ({ page }) => {
    const email = uniqueEmail("verify");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("tabpanel", { name: "Sign Up" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("verify-me-please");
    await agreeToSignUp(form);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created! Please check your email to verify.")).toBeVisible();

    const link = await mailLink(page.request, email, /Verify/);
    await page.goto(link);
    await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { emailVerified: boolean } };
    expect(session.user.emailVerified).toBe(true);
  });

  test("reset a forgotten password with the link from the outbox", async ({ page }) => {
    const account = await signUpViaApi(page, "forgot");
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that e-mail, we've sent a link to reset the password.")).toBeVisible();

    await page.goto(await mailLink(page.request, account.email, /Reset/));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
    await page.getByLabel("Confirm new password").fill("brand-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Your password has been reset. Please sign in with the new one.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signInByUi(page, { ...account, password: "brand-new-secret" });
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
  });

  test("change the password from Security & Sign-in", async ({ page, signedIn }) => {
    await page.goto("/profile/security");
    const section = page.getByRole("region", { name: "Change password" });
    await section.getByLabel("Current password").fill("not-it-at-all");
    await section.getByLabel("New password", { exact: true }).fill("changed-secret-9");
    await section.getByLabel("Confirm new password").fill("changed-secret-9");
    await section.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Your current password is not correct")).toBeVisible();

    await section.getByLabel("Current password").fill(signedIn.password);
    await section.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    // Signing out is a request: a new page load before it answers would still find the session.
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await signInByUi(page, { ...signedIn, password: "changed-secret-9" });
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
  });

  test("change the e-mail address: a link to the new address, the change when it is opened, the old address told", async ({ page, signedIn }) => {
    const newEmail = uniqueEmail("moved");
    await page.goto("/profile/security");
    const section = page.getByRole("region", { name: "E-mail address" });
    await expect(section.getByText(signedIn.email)).toBeVisible();
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill("not-it-at-all");
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText("Your current password is not correct")).toBeVisible();

    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill(signedIn.password);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByRole("status")).toContainText("We sent a link to the new address.");
    // Nothing changes until the link is opened.
    await page.reload();
    await expect(section.getByText(signedIn.email)).toBeVisible();

    await page.goto(await mailLink(page.request, newEmail, /Confirm your new e-mail/));
    await expect(page).toHaveURL(/\/profile\/security/);
    await expect(section.getByText(newEmail)).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(signedIn.email)}`);
        const { mail } = (await res.json()) as { mail: { subject: string; text: string }[] };
        return mail.find((m) => /was changed/.test(m.subject))?.text ?? "";
      })
      .toContain(newEmail);

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await signInByUi(page, { ...signedIn, email: newEmail });
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
  });

  test("turn on TOTP, then sign-in asks for a code and refuses a wrong one", async ({ page, signedIn }) => {
    await page.goto("/profile/security");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await section.getByRole("button", { name: "Turn on two-factor" }).click();
    await section.getByLabel("Password").fill(signedIn.password);
    await section.getByRole("button", { name: "Continue" }).click();
    await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
    const key = (await section.getByTestId("totp-key").textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await section.getByLabel("Code from the app").fill(totp.generate());
    await section.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
    await expect(section.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
    await section.getByRole("button", { name: "I've saved them" }).click();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInByUi(page, signedIn);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Authentication code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/invalid/i)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("turn TOTP off from Security & Sign-in with a current code", async ({ page, signedIn }) => {
    // Turned on through the API as the enrolment screens would (that flow has its own test above).
    const origin = test.info().project.use.baseURL!;
    const enabled = await page.request.post("/api/auth/two-factor/enable", { data: { password: signedIn.password }, headers: { origin } });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const totp = new TOTP({ secret: Secret.fromBase32(new URL(totpURI).searchParams.get("secret")!), digits: 6, period: 30 });
    expect((await page.request.post("/api/auth/two-factor/verify-totp", { data: { code: totp.generate() }, headers: { origin } })).ok()).toBe(true);

    await page.goto("/profile/security");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Turn off two-factor" }).click();
    await section.getByLabel("Password").fill(signedIn.password);
    await section.getByLabel("Authentication code").fill(String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0"));
    await section.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Invalid code")).toBeVisible();
    await expect(section.getByText("On", { exact: true })).toBeVisible();

    await section.getByLabel("Authentication code").fill(totp.generate());
    await section.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
    await expect(section.getByText("Off", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Turn on two-factor" })).toBeVisible();
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { twoFactorEnabled: boolean } };
    expect(session.user.twoFactorEnabled).toBe(false);
  });

  test("the devices list says when it could not load and loads again on Try again", async ({ page, signedIn, expectedConsoleErrors }) => {
    expect(signedIn.email).toContain("@");
    expectedConsoleErrors.push(/status of 503/);
    let failing = true;
    await page.route("**/api/account/sessions", (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { message: "The server is busy. Please try again." } }) })
        : route.fallback(),
    );
    await page.goto("/profile/security");
    const devices = page.getByRole("region", { name: "Devices signed in" });
    // The app asks twice more after a 5xx (1 s, then 2 s apart) before it says so.
    await expect(devices.getByRole("alert")).toContainText("The server is busy. Please try again.", { timeout: 15_000 });
    failing = false;
    await devices.getByRole("button", { name: "Try again" }).click();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices.getByText("This device")).toBeVisible();
  });

  test("sign out of other devices ends a second browser's session", async ({ page, browser, signedIn }) => {
    const baseURL = test.info().project.use.baseURL!;
    const other = await browser.newContext({ baseURL });
    const otherPage = waitForAppOnNavigation(await other.newPage());
    await signInByUi(otherPage, signedIn);
    await expect(otherPage.getByText("Signed in successfully!")).toBeVisible();

    await page.goto("/profile/security");
    const devices = page.getByRole("region", { name: "Devices signed in" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("This device")).toBeVisible();
    await devices.getByRole("button", { name: "Sign out of other devices" }).click();
    await expect(page.getByText("Signed out of all other devices")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);

    await otherPage.goto("/profile/security");
    await expect(otherPage.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    expect((await otherPage.request.get("/api/dashboard/stats")).status()).toBe(401);
    await other.close();
  });
});

test("Settings leads to Security & Sign-in", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: "Account & Privacy" }).click();
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByRole("heading", { name: "Security & Sign-in" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
});
