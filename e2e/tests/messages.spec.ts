/**
 * Messaging between a client and an expert, each in their own browser context: a booking opens
 * their conversation; messages arrive at once with sent / delivered / read marks and the unread
 * badge of the bottom navigation; search finds a conversation by a word of a message; an attachment
 * opens for the other person and for nobody else. The booking comes from the test-only endpoint
 * POST /api/test/consultation-now (the signed-in caller becomes a verified expert).
 */
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

/** A real 1×1 PNG, so that the other person's browser can show it. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const message = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });

test.describe("Messages", () => {
  test("client and expert exchange messages live, with marks, the unread badge, search and a private attachment", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    const { context: expertContext, page: expert } = await personContext(browser, baseURL!, errors);
    const { context: thirdContext, page: third } = await personContext(browser, baseURL!, errors);

    const { email: clientEmail } = await signUpViaApi(page, "client", baseURL, "Priya Sharma");
    const { email: expertEmail } = await signUpViaApi(expert, "expert", baseURL, "Arjun Mehta");
    await signUpViaApi(third, "third", baseURL, "Someone Else");
    const booked = await expert.request.post("/api/test/consultation-now", {
      data: { clientEmail, consultationType: "chat", startsInMinutes: 60 },
      headers: { origin: baseURL! },
    });
    expect(booked.status()).toBe(201);
    const expertName = `Dr. Test ${expertEmail.split("@")[0]}`;

    // The booking opened the conversation: both see it, and nobody has anything unread. The first
    // page of a fresh context loads the app and its route chunk; a loaded machine needs over 7 s.
    await expert.goto("/messages");
    await expect(expert.getByRole("link", { name: /Priya Sharma/ })).toBeVisible({ timeout: 20_000 });
    await page.goto("/messages");
    await page.getByRole("link", { name: new RegExp(expertName.replace(/\./g, "\\.")) }).click();
    await expect(page.getByRole("heading", { level: 1, name: expertName })).toBeVisible();
    const conversationUrl = page.url();

    // The client writes; the expert, elsewhere in the app, sees the badge at once, and the client "Delivered".
    await expect(nav(expert).getByRole("status")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Message" }).fill("Hello doctor, my blood pressure readings are attached soon");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    const first = message(page, "my blood pressure");
    await expect(first.locator("[data-mark]")).toHaveText("Delivered");
    await expect(nav(expert).getByRole("status", { name: "1 unread message" })).toBeVisible();
    const row = expert.getByRole("link", { name: /Priya Sharma/ });
    await expect(row).toContainText("blood pressure");
    await expect(row.getByRole("img", { name: "1 unread message" })).toBeVisible();

    // The expert opens it: read on the client's side, and the badge goes away.
    await row.click();
    await expect(message(expert, "my blood pressure")).toBeVisible();
    await expect(first.locator("[data-mark]")).toHaveText("Read");
    await expect(nav(expert).getByRole("status")).toHaveCount(0);

    // Both have it open: the reply appears for the client at once, and is read by them at once.
    await expert.getByRole("textbox", { name: "Message" }).fill("Please share the lab report too");
    await expert.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(message(page, "lab report")).toBeVisible();
    await expect(message(expert, "lab report").locator("[data-mark]")).toHaveText("Read");
    await expect(nav(page).getByRole("status")).toHaveCount(0);

    // An empty message is refused with the shared words.
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, "Type a message first.")).toBeVisible();

    // The client attaches a picture: the expert sees it; a third person gets 404 for it and for the conversation.
    await page.getByLabel("Attachment file").setInputFiles({ name: "report.png", mimeType: "image/png", buffer: PNG });
    await expect(toast(page, "report.png sent")).toBeVisible();
    const picture = expert.getByRole("img", { name: "report.png" });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const src = await picture.getAttribute("src");
    expect(src).toMatch(/^\/api\/messages\/attachments\/\d+$/);
    expect((await expert.request.get(src!)).status()).toBe(200);
    expect((await third.request.get(src!)).status()).toBe(404);
    await third.goto(conversationUrl);
    // A fresh context loads the app and its route chunk first; a loaded machine needs longer than 7 s.
    await expect(third.getByRole("heading", { level: 1, name: "Conversation not found" })).toBeVisible({ timeout: 20_000 });
    await third.goto("/messages");
    await expect(third.getByText("No messages yet")).toBeVisible();

    // Search finds the conversation by a word of a message, and says so when nothing matches.
    await page.goto("/messages");
    const search = page.getByRole("searchbox", { name: "Search conversations" });
    await search.fill("lab report");
    await expect(page.getByRole("list", { name: "Conversations" }).getByRole("link")).toHaveCount(1);
    await search.fill("no such words anywhere");
    await expect(page.getByText("No conversations found")).toBeVisible();
    await search.fill("");
    await expect(page.getByRole("list", { name: "Conversations" }).getByRole("link")).toHaveCount(1);

    expect(errors).toEqual([]);
    await expertContext.close();
    await thirdContext.close();
  });
});
