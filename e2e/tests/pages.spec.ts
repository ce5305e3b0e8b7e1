import { expect, test } from "../fixtures.ts";

test.describe("legal pages", () => {
  test("the terms state every cancellation, refund and account policy", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    const policies = [
      "up to 24 hours before the appointment and receive a full refund to your wallet",
      "less than 24 hours before the appointment, no refund is given",
      "If the Expert cancels, you receive a full refund",
      "15 or more minutes late, the Expert may cancel it without a refund",
      "3 or more booked consultations without cancelling (no-shows), your account may be temporarily restricted",
      "Refunds are credited to your wallet as soon as the booking is cancelled",
      "Wallet funds are not transferable",
      "limited to the amounts you paid us in the 12 months before the claim arose",
      "Minors under 18 must use a parent's or legal guardian's account",
      "Support is available 24/7",
      "verify your identity within 2 business days and delete your data within 7 business days",
      "Information Technology Act, 2000",
    ];
    for (const text of policies) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  });

  test("the privacy policy covers the DPDP Act and the IT Act, with readable sections", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
    await expect(page.getByText(/Information Technology Act, 2000/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /Your rights/, level: 2 })).toBeVisible();
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Children" }).click();
    await expect(page).toHaveURL(/#children$/);
  });

  test("Back returns to the previous screen, Back to Home goes home, and Back alone goes home", async ({ page }) => {
    await page.goto("/profile/help");
    await page.getByRole("button", { name: "Is my personal and health data safe?" }).click();
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.getByRole("button", { name: "Back" }).first().click();
    await expect(page).toHaveURL(/\/profile\/help$/);

    await page.goto("/terms-of-service");
    await page.getByRole("link", { name: "Back to Home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();

    // Opened on its own (a new tab from Settings) there is nothing to go back to: Back goes home.
    await page.goto("/terms-of-service");
    await page.getByRole("button", { name: "Back" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
