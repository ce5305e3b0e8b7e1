/**
 * A per-account quota as a person meets it (docs/product.md#quotas): a client who has sent the
 * minute's 30 messages types one more and taps Send; the server's words come up as a toast, what
 * they typed stays in the box, and a file they attach is refused the same way. The conversation comes
 * from the test-only POST /api/test/consultation-now (the signed-in caller becomes an expert).
 */
import type { Page } from "@playwright/test";
import { MESSAGES_PER_MINUTE } from "@expertconnect/shared/constants";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const RATE_MESSAGE = /^You can send at most 30 messages a minute\. Please try again in \d+ seconds\.$/;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("the message composer shows the per-minute limit as a toast and keeps the text", async ({ page, browser, baseURL }) => {
  const errors: string[] = [];
  const { context: expertContext, page: expert } = await personContext(browser, baseURL!, errors);
  const { email: clientEmail } = await signUpViaApi(page, "busy", baseURL, "Meera Iyer");
  await signUpViaApi(expert, "expert", baseURL, "Kavya Rao");
  const booked = await expert.request.post("/api/test/consultation-now", {
    data: { clientEmail, consultationType: "chat", startsInMinutes: 60 },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(201);

  // The minute's messages, sent just before (as a busy person could from another tab). Each ends in a
  // full stop so that "Reading 3" beside a time such as 01:34 PM never reads as "Reading 30".
  const list = (await (await page.request.get("/api/messages/conversations")).json()) as { items: Array<{ id: string }> };
  const conversationId = list.items[0]!.id;
  for (let i = 1; i <= MESSAGES_PER_MINUTE; i++) {
    const sent = await page.request.post(`/api/messages/conversations/${conversationId}/messages`, { data: { body: `Reading ${i}.` } });
    expect(sent.status()).toBe(201);
  }

  await page.goto(`/messages/${conversationId}`);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Can we move the appointment to Friday?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(toast(page, RATE_MESSAGE)).toBeVisible();
  await expect(box).toHaveValue("Can we move the appointment to Friday?");
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByRole("listitem").filter({ hasText: `Reading ${MESSAGES_PER_MINUTE}.` })).toBeVisible();
  await expect(thread.getByRole("listitem").filter({ hasText: "move the appointment" })).toHaveCount(0);

  // A file counts as a message: refused with the same words, and nothing is added.
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/api/messages/conversations/${conversationId}/attachments`));
  await page.getByLabel("Attachment file").setInputFiles({ name: "report.png", mimeType: "image/png", buffer: PNG });
  expect((await answered).status()).toBe(429);
  await expect(toast(page, RATE_MESSAGE).last()).toBeVisible();
  await expect(toast(page, "report.png sent")).toHaveCount(0);
  await expect(thread.getByRole("img", { name: "report.png" })).toHaveCount(0);

  expect(errors).toEqual([]);
  await expertContext.close();
});
