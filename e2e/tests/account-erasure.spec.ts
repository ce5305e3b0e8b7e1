/**
 * A signed-in person deletes their account (docs/product.md#erasure): asks from Settings → Delete
 * Account, opens the e-mailed link, confirms, sees when it will run, and cancels it.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.slow();

test("request deletion, confirm from the e-mail, see it scheduled, cancel it", async ({ page, signedIn }) => {
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: "Account & Privacy" }).click();
  await page.getByRole("link", { name: "Delete Account" }).click();
  await expect(page).toHaveURL(/\/account-deletion$/);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Check your e-mail")).toBeVisible();
  await expect(page.getByText("Waiting for you to confirm from the link we e-mailed you.")).toBeVisible();

  let link = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(signedIn.email)}`);
      const { mail } = (await res.json()) as { mail: { subject: string; text: string }[] };
      link = mail.find((m) => m.subject.startsWith("Confirm the deletion"))?.text.match(/https?:\/\/\S+\/account-deletion\/confirm\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm account deletion" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm deletion" }).click();
  await expect(toast(page, "Deletion confirmed")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your account will be deleted on" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(toast(page, "Deletion cancelled. Your account stays.")).toBeVisible();
  await page.goto("/account-deletion");
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeVisible();
});
