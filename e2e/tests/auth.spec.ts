import { agreeToSignUp, expect, signUpViaApi, test, uniqueEmail } from "../fixtures.ts";

test.describe("sign in and sign up", () => {
  test("shows the documented messages for empty fields, a short password and a duplicate e-mail", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByText("At least 6 characters")).toBeVisible();
    const form = page.getByRole("tabpanel", { name: "Sign Up" });
    await form.getByLabel("Email").fill(uniqueEmail("short"));
    await form.getByLabel("Password").fill("12345");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    const existing = await signUpViaApi(page, "dup");
    await page.context().clearCookies();
    await page.reload();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await form.getByLabel("Email").fill(existing.email);
    await form.getByLabel("Password").fill("another-pass");
    await agreeToSignUp(form);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("This email is already registered. Please sign in.")).toBeVisible();
  });

  test("refuses a wrong password with the server's message", async ({ page }) => {
    const account = await signUpViaApi(page, "wrongpw");
    await page.context().clearCookies();
    await page.goto("/auth");
    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill("not-my-password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("sign up, sign in, stay signed in after a reload, sign out", async ({ page }) => {
    const email = uniqueEmail("journey");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("journey-pass");
    await agreeToSignUp(signUp);
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created! Please check your email to verify.")).toBeVisible();
    // Without SMTP the new account is signed in and sent home.
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("journey-pass");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
    await expect(page.getByText("Posts shared")).toBeVisible();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("a signed-in user opening /auth is sent home", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();
  });

  test("after signing in the user returns to the page that asked for it", async ({ page }) => {
    const account = await signUpViaApi(page, "return");
    await page.context().clearCookies();
    await page.goto("/auth?redirect=%2Fconsultation-mode");
    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/consultation-mode$/);
  });
});
