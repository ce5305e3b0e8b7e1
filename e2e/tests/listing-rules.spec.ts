/**
 * Each profession's listing rules (docs/product.md#listing-rules): lawyers' and CAs' listings come
 * after a one-time notice that they are information the person asked for, not advertising; the
 * notice works before the page's script runs and without it; a lawyer's page shows their enrolment.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { LISTING_MESSAGES as M } from "@expertconnect/shared/messages/listing-rules";
import { acknowledgeListingNotice, expect, test } from "../fixtures.ts";

const notice = (page: Page) => page.getByRole("region", { name: M.noticeTitle });
const lawyersHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Lawyers", exact: true });
/** The device's category, as the switcher keeps it: in its storage and in the cookie the server reads. */
async function chooseCategory(page: Page, context: BrowserContext, baseURL: string, category: string) {
  await context.addCookies([{ name: "ec.category", value: category, url: baseURL }]);
  await page.addInitScript((c) => localStorage.setItem("ec.category", c), category);
}
/** The page as the server rendered it, without its hydration data. */
const rendered = (html: string) => html.split('<div id="root">')[1]!.split('<script type="application/json"')[0]!;

test("the notice comes before the lawyers once; acknowledged, it stays gone after a reload; doctors never see it", async ({ page, context, baseURL }) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Doctors", exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  await page.getByRole("radio", { name: "Lawyer", exact: true }).click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(M.noticeBody);
  await expect(lawyersHeading(page)).toHaveCount(0);
  await expect(page.getByText("Adv. Rohan Mehta", { exact: true })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);

  await notice(page).getByRole("button", { name: M.noticeButton }).click();
  await expect(lawyersHeading(page)).toBeVisible();
  await expect(page.getByText("Adv. Rohan Mehta", { exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "ec.listing-notice")?.value).toBe("1");

  // Rendered by the server without it now: no flash of the notice before the script runs.
  await chooseCategory(page, context, baseURL!, "legal");
  const html = rendered(await (await page.request.get("/explore")).text());
  expect(html).toContain("Adv. Rohan Mehta");
  expect(html).not.toContain(M.noticeTitle);
  await page.reload();
  await expect(lawyersHeading(page)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // Nor for CAs: it was one notice for both.
  await page.getByRole("radio", { name: "CA", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CAs", exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test("a lawyer's page comes after the notice too, and shows the enrolment number, State Bar Council and date", async ({ page, context, baseURL }) => {
  const { experts } = (await (await page.request.get("/api/experts?category=legal&q=Rohan")).json()) as { experts: Array<{ id: string }> };
  const html = rendered(await (await page.request.get(`/expert/${experts[0]!.id}`)).text());
  expect(html).toContain(M.noticeTitle);
  expect(html).not.toContain("MAH/1187/2010");

  await acknowledgeListingNotice(context, baseURL!);
  await page.goto(`/expert/${experts[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Adv. Rohan Mehta" })).toBeVisible();
  const enrolment = page.getByText(M.enrolmentTitle).locator("xpath=ancestor::div[1]");
  await expect(enrolment).toContainText(`${M.enrolmentNumber}MAH/1187/2010`);
  await expect(enrolment).toContainText(`${M.barCouncil}Bar Council of Maharashtra & Goa`);
  await expect(enrolment).toContainText(`${M.enrolmentDate}Jul 14, 2010`);
});

test("the notice's button tapped before the script runs is acknowledged once the page is live, without leaving it", async ({ page, context, baseURL }) => {
  await chooseCategory(page, context, baseURL!, "legal");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(`${r.method()} ${r.url()}`);
  });
  await page.goto("/explore", { waitUntil: "commit" });
  await notice(page).getByRole("button", { name: M.noticeButton }).click();
  await expect(page.locator("#root[data-hydrated]")).toHaveCount(0);
  await expect(notice(page)).toBeVisible();

  release();
  await expect(lawyersHeading(page)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(documents).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notice's form posts and comes back to the lawyers", async ({ page, context, baseURL }) => {
    await chooseCategory(page, context, baseURL!, "legal");
    await page.goto("/explore");
    await expect(notice(page)).toBeVisible();
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/listing-notice");
    await notice(page).getByRole("button", { name: M.noticeButton }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/explore$/);
    await expect(lawyersHeading(page)).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
});
