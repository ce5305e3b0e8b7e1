import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("profile", () => {
  test("signed out, the profile asks to sign in and still offers settings and help", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    await expect(page.getByText("Sign in to continue")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?redirect=%2Fprofile");
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/profile/settings");
    await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
  });

  test("a new account shows Guest User, its real e-mail, no consultations, ₹0.00 and the account menu", async ({ page, signedIn }) => {
    await page.goto("/profile");
    await expect(page.getByText("Guest User")).toBeVisible();
    await expect(page.getByText(signedIn.email)).toBeVisible();
    await expect(page.getByText("Consultations")).toBeVisible();
    const wallet = page.getByRole("link", { name: /Wallet Balance/ });
    await expect(wallet).toContainText("₹0.00");
    const menu = page.getByRole("navigation", { name: "Account" });
    const links: [string, string][] = [
      ["Edit Profile", "/profile/edit"],
      ["Medical Records", "/profile/records"],
      ["Notifications", "/profile/notifications"],
      ["Download my data", "/profile/my-data"],
      ["Settings", "/profile/settings"],
      ["Help & Support", "/profile/help"],
    ];
    for (const [name, href] of links) await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
    await wallet.click();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
  });

  test("edit profile shows every rule's message under its field and sends nothing while invalid", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    const patches: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PATCH" && r.url().includes("/api/profile")) patches.push(r.url());
    });
    await page.goto("/profile/edit");
    await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveAttribute("maxlength", "15");
    await expect(page.getByText("0/500")).toBeVisible();

    await page.getByLabel("Full Name").fill(" A ");
    await page.getByLabel("Phone").fill("0123abc");
    await page.getByLabel("Specialization").fill("s".repeat(101));
    await page.getByLabel("Education").fill("e".repeat(201));
    await page.getByLabel("Bio").fill("b".repeat(501));
    await expect(page.getByText("501/500")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Specialization must be less than 100 characters")).toBeVisible();
    await expect(page.getByText("Education must be less than 200 characters")).toBeVisible();
    await expect(page.getByText("Bio must be less than 500 characters")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("n".repeat(101));
    await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
    await page.getByLabel("Full Name").fill("Asha Rao");
    await expect(page.getByText("Name must be less than 100 characters")).toHaveCount(0);
    expect(patches).toEqual([]);

    await page.getByRole("button", { name: "Change Photo" }).click();
    await expect(toast(page, "This feature is coming soon.")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Guest User")).toBeVisible();
  });

  test("a saved profile is shown on /profile and after a reload, and can be edited again", async ({ page, signedIn }) => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Full Name").fill("  Asha Rao ");
    await page.getByLabel("Phone").fill("+919876543210");
    await page.getByLabel("Specialization").fill("Cardiology");
    await page.getByLabel("Education").fill("MBBS, AIIMS Delhi");
    await page.getByLabel("Bio").fill("Fifteen years of practice.");
    await expect(page.getByText("26/500")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Asha Rao", { exact: true })).toBeVisible();
    await expect(page.getByText("+919876543210")).toBeVisible();

    await page.reload();
    await expect(page.getByText("Asha Rao", { exact: true })).toBeVisible();
    await expect(page.getByText("+919876543210")).toBeVisible();
    await expect(page.getByText(signedIn.email)).toBeVisible();

    await page.goto("/profile/edit");
    await expect(page.getByLabel("Full Name")).toHaveValue("Asha Rao");
    await expect(page.getByLabel("Education")).toHaveValue("MBBS, AIIMS Delhi");
    await page.getByLabel("Phone").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("+919876543210")).toHaveCount(0);
  });

  test("the server's field messages land under the fields and its message in a toast", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.route("**/api/profile", async (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { message: "Please enter a valid phone number", issues: [{ path: "phone", message: "Please enter a valid phone number" }] },
        }),
      });
    });
    await page.goto("/profile/edit");
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Phone").fill("+14155550123");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Please enter a valid phone number")).toBeVisible();
    await expect(page.locator("p[role=alert]", { hasText: "Please enter a valid phone number" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test("signed out, edit profile says Not authenticated", async ({ page }) => {
    await page.goto("/profile/edit");
    await expect(page.getByText("Not authenticated")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
  });

  test("logout from the profile signs out and lands on /auth", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText("Sign in to continue")).toBeVisible();
  });
});

test.describe("wallet, records, notifications, messages and help", () => {
  test("the wallet of a new account holds ₹0.00 and has no transactions", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    // The wallet's first address still leads to it.
    await page.goto("/wallet");
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(page.getByRole("heading", { name: "My Wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹0.00");
    await expect(page.getByText("No transactions yet")).toBeVisible();
  });

  test("medical records are empty, with an Upload Records button", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/profile/records");
    await expect(page.getByRole("heading", { name: "Medical Records" })).toBeVisible();
    await expect(page.getByText("No records yet")).toBeVisible();
    await expect(page.getByText("Prescriptions, lab reports and scans you upload will be kept here.")).toBeVisible();
    // Uploading is covered by medical-records-reviews.spec.ts; here the button opens the file picker.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload Records" }).click();
    expect((await chooser).isMultiple()).toBe(true);
  });

  test("notifications: a new account has none, and no unread badge", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/profile/notifications");
    await expect(page.getByText("No notifications")).toBeVisible();
    await expect(page.getByText("You're all caught up!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  });

  test("messages show the empty state with a way to explore experts", async ({ page }) => {
    await page.goto("/messages");
    await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
    await expect(page.getByPlaceholder("Search conversations...")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search conversations" }).fill("Dr");
    await expect(page.getByText("No messages yet")).toBeVisible();
    await expect(page.getByText("Start a conversation with an expert after booking")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Explore Experts" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test("help offers e-mail, phone, live chat, six FAQs and feedback", async ({ page }) => {
    await page.goto("/profile/help");
    await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Email Support/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: /Call Us/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await page.getByRole("button", { name: /Live Chat/ }).click();
    await expect(toast(page, "This feature is coming soon.")).toBeVisible();

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(6);
    await faq.getByRole("button", { name: "What payment methods do you accept?" }).click();
    const answer = faq.getByText(/Consultations are paid from your ExpertConnect wallet/);
    for (const method of ["wallet", "UPI", "card", "net banking"]) await expect(answer).toContainText(method);
    await faq.getByRole("button", { name: /cancel or reschedule/ }).click();
    await expect(faq.getByText(/up to 24 hours before the appointment for a full refund to your wallet/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Feedback" })).toHaveAttribute("href", /^mailto:.+subject=/);
  });
});
