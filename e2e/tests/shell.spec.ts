import { expect, test } from "../fixtures.ts";

test.describe("app shell", () => {
  test("home shows the dashboard, header and bottom navigation with the current tab marked", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Network" })).toHaveAttribute("href", "/explore");
    for (const action of ["Upload Video", "Create Post", "Feed", "Ask Doubt"]) {
      await expect(page.getByRole("main").getByRole("link", { name: action })).toBeVisible();
    }
    for (const stat of ["Consultations given", "Posts shared", "Videos uploaded"]) {
      await expect(page.getByText(stat)).toBeVisible();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the consultation mode card leads to its three cards", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Consultation Mode/ }).click();
    await expect(page).toHaveURL(/\/consultation-mode$/);
    await expect(page.getByRole("link", { name: /View Appointments/ })).toHaveAttribute("href", "/bookings");
    await expect(page.getByRole("link", { name: /View Today/ })).toHaveAttribute("href", "/bookings");
    await expect(page.getByRole("link", { name: /Explore Network/ })).toHaveAttribute("href", "/explore");
  });

  test("switching category changes the theme colour and survives a reload", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator("section.bg-primary").first();
    const green = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(green).toBe("rgb(21, 128, 61)");
    await page.getByRole("radio", { name: "Lawyer" }).click();
    await expect(page.getByRole("radio", { name: "Lawyer" })).toHaveAttribute("aria-checked", "true");
    await expect(banner).toHaveCSS("background-color", "rgb(29, 78, 216)");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Lawyer" })).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("section.bg-primary").first()).toHaveCSS("background-color", "rgb(29, 78, 216)");
    await page.getByRole("radio", { name: "CA" }).click();
    await expect(page.locator("section.bg-primary").first()).toHaveCSS("background-color", "rgb(180, 83, 9)");
    await page.getByRole("radio", { name: "IT" }).click();
    await expect(page.locator("section.bg-primary").first()).toHaveCSS("background-color", "rgb(109, 40, 217)");
  });

  test("an unknown route shows the 404 page with a link home", async ({ page }) => {
    // The status says so too, so search engines and link checkers do not keep the address.
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server sends a content security policy the app works under", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { name: "Professional Dashboard" })).toBeVisible();
  });
});
