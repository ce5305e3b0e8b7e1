import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("settings", () => {
  test("dark mode is off by default, applies to the whole app at once and survives a reload", async ({ page }) => {
    await page.goto("/profile/settings");
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    const dark = page.getByRole("switch", { name: "Dark Mode" });
    await expect(dark).toHaveAttribute("aria-checked", "false");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe("rgb(248, 250, 252)");

    await dark.click();
    await expect(toast(page, "Dark mode enabled")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe("rgb(2, 6, 23)");

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("switch", { name: "Dark Mode" })).toHaveAttribute("aria-checked", "true");
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe("rgb(2, 6, 23)");

    await page.goto("/profile/settings");
    await page.getByRole("switch", { name: "Dark Mode" }).click();
    await expect(toast(page, "Light mode enabled")).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Dark Mode" })).toHaveAttribute("aria-checked", "false");
  });

  test("consultation alerts toast their state and are kept on the device", async ({ page }) => {
    await page.goto("/profile/settings");
    const reminders = page.getByRole("switch", { name: "Appointment Reminders" });
    const email = page.getByRole("switch", { name: "Expert Responses" });
    await expect(reminders).toHaveAttribute("aria-checked", "true");
    await expect(email).toHaveAttribute("aria-checked", "true");

    await reminders.click();
    await expect(toast(page, "Push notifications disabled")).toBeVisible();
    await email.click();
    await expect(toast(page, "Email notifications disabled")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Appointment Reminders" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "Expert Responses" })).toHaveAttribute("aria-checked", "false");

    await page.getByRole("switch", { name: "Appointment Reminders" }).click();
    await expect(toast(page, "Push notifications enabled")).toBeVisible();
    await page.getByRole("switch", { name: "Expert Responses" }).click();
    await expect(toast(page, "Email notifications enabled")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Appointment Reminders" })).toHaveAttribute("aria-checked", "true");
  });

  test("language offers English (chosen) and Hindi; password, two-factor and devices lead to Security & Sign-in; legal pages open in a new tab; delete account leads to the request form", async ({ page }) => {
    await page.goto("/profile/settings");
    await expect(page.getByText("Version 1.0.0")).toBeVisible();

    await page.getByRole("button", { name: "Consultation Preferences" }).click();
    const language = page.getByRole("group", { name: "Preferred Language" });
    await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
    await expect(language.getByRole("radio", { name: "हिन्दी" })).not.toBeChecked();

    await page.getByRole("button", { name: "Account & Privacy" }).click();
    await expect(page.getByRole("link", { name: "Change Password" })).toHaveAttribute("href", "/profile/security");
    await expect(page.getByRole("link", { name: "Two-factor authentication" })).toHaveAttribute("href", "/profile/security#security-two-factor");
    await expect(page.getByRole("link", { name: "Devices signed in" })).toHaveAttribute("href", "/profile/security#security-sessions");

    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
    ] as const) {
      const link = page.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Terms of Service/ }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await popup.close();

    await page.getByRole("link", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/account-deletion$/);
    await expect(page.getByRole("heading", { name: "Account and Data Deletion Request" })).toBeVisible();
  });
});
