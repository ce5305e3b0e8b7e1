/**
 * Concerns (docs/product.md#grievances), two people: a client raises one from Help & Support and
 * reads its reference in the toast; the admin finds it in /admin/grievances with its age against
 * the 90-day limit and answers; the client reads the answer under My concerns and replies; the admin
 * closes it. The Privacy Policy links the same form.
 */
import type { Page } from "@playwright/test";
import { signInAdmin } from "../experts.ts";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a client raises a concern, the admin answers it, the client reads the answer", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  await signUpViaApi(page, "concern");

  await page.goto("/privacy-policy");
  await expect(page.getByRole("link", { name: "Raise a concern" })).toHaveAttribute("href", "/profile/concerns/new");

  await page.goto("/profile/help");
  await page.getByRole("link", { name: "Raise a concern" }).click();
  await expect(page).toHaveURL(/\/profile\/concerns\/new$/);
  await page.getByRole("button", { name: "Send concern" }).click();
  await expect(toast(page, "Choose what your concern is about.")).toBeVisible();
  await page.getByLabel("What is it about?").selectOption({ label: "Payment or refund" });
  const description = `My refund for a cancelled consultation has not reached my wallet (${Date.now()}).`;
  await page.getByLabel("Describe your concern").fill(description);
  await page.getByRole("button", { name: "Send concern" }).click();
  const created = toast(page, /Concern GRV-\d{4}-\d{6} received/);
  await expect(created).toBeVisible();
  const reference = /GRV-\d{4}-\d{6}/.exec((await created.textContent()) ?? "")![0];
  await expect(page).toHaveURL(/\/profile\/concerns$/);
  const mine = page.getByRole("article", { name: new RegExp(reference) });
  await expect(mine).toContainText("Waiting for us");
  await expect(mine).toContainText(description);

  const { page: admin, context } = await personContext(browser, baseURL!, errors);
  await signInAdmin(admin, baseURL!);
  await admin.goto("/admin/grievances");
  const queued = admin.getByRole("article", { name: new RegExp(reference) });
  await expect(queued).toContainText("0 days old · 90 left of 90");
  await expect(queued).toContainText(description);
  const answer = "We have credited the refund to your wallet; it shows under Wallet → History.";
  await queued.getByLabel(`Reply to ${reference}`).fill(answer);
  await queued.getByRole("button", { name: "Send answer" }).click();
  await expect(toast(admin, "Reply sent")).toBeVisible();
  await expect(queued).toContainText("Answered");

  await page.reload();
  await expect(mine).toContainText("Answered");
  await expect(mine.getByRole("list", { name: "Replies" })).toContainText(answer);
  await mine.getByLabel("Your reply").fill("Thank you, I can see it now.");
  await mine.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(mine).toContainText("Waiting for us");

  await admin.reload();
  await queued.getByRole("button", { name: `Close ${reference}` }).click();
  await expect(toast(admin, `${reference} closed`)).toBeVisible();
  await expect(queued).toHaveCount(0);
  await page.reload();
  await expect(mine).toContainText("Closed");
  await expect(mine.getByLabel("Your reply")).toHaveCount(0);
  await context.close();
  expect(errors).toEqual([]);
});
