import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("account and data deletion request", () => {
  test("explains what happens, what is deleted, the alternatives and whom to contact", async ({ page }) => {
    await page.goto("/account-deletion");
    await expect(page.getByRole("heading", { name: "Account and Data Deletion Request" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Deletion is permanent");
    const steps = page.getByRole("heading", { name: "What happens next" }).locator("..").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Request submitted");
    await expect(steps.nth(1)).toContainText("within 2 business days");
    await expect(steps.nth(2)).toContainText("within 7 business days");
    await expect(steps.nth(3)).toContainText("Final confirmation");
    await expect(page.getByRole("heading", { name: "Data that will be deleted" })).toBeVisible();
    await expect(page.getByText("Deactivate instead")).toBeVisible();
    await expect(page.getByText("Export your data first")).toBeVisible();
    await expect(page.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("shows each rule's message under its field and sends nothing while invalid", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/deletion-requests")) posts.push(r.url());
    });
    await page.goto("/account-deletion");
    const submit = page.getByRole("button", { name: "Submit Deletion Request" });
    await submit.click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Format: +91-XXXXXXXXXX")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();

    await page.getByLabel("Email Address").fill("asha@");
    await page.getByLabel("Phone Number").fill("+919876543210");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Reason for leaving (optional)").fill("r".repeat(1001));
    await submit.click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Format: +91-XXXXXXXXXX")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Reason must be less than 1000 characters")).toBeVisible();
    await expect(page.getByText("1001/1000")).toBeVisible();

    await page.getByLabel("Phone Number").fill("+91-9876543210");
    await expect(page.getByText("Format: +91-XXXXXXXXXX")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("a valid request reaches the server, shows the confirmation toast and clears the form", async ({ page }) => {
    await page.goto("/account-deletion");
    await page.getByLabel("Email Address").fill("leaving.user@example.in");
    await page.getByLabel("Phone Number").fill("+91-9876543210");
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Reason for leaving (optional)").fill("Moving to another service");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/profile/deletion-requests") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Deletion Request" }).click();
    const res = await response;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ status: "submitted" });
    await expect(toast(page, "Deletion Request Submitted")).toBeVisible();
    await expect(toast(page, "We'll verify your identity within 2 business days.")).toBeVisible();
    for (const label of ["Email Address", "Phone Number", "Full Name", "Reason for leaving (optional)"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
  });

  test("a server refusal is shown in a toast and the form keeps its values", async ({ page }) => {
    await page.route("**/api/profile/deletion-requests", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: { message: "Too many deletion requests from your network. Please try again in an hour, or write to our support team." } }),
      }),
    );
    await page.goto("/account-deletion");
    await page.getByLabel("Email Address").fill("limited@example.in");
    await page.getByLabel("Phone Number").fill("+91-9876543210");
    await page.getByLabel("Full Name").fill("Ravi Kumar");
    await page.getByRole("button", { name: "Submit Deletion Request" }).click();
    await expect(toast(page, "Too many deletion requests from your network.")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue("limited@example.in");
  });
});
