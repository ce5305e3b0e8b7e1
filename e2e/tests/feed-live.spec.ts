/**
 * Likes and comments appear in another browser without a reload (docs/product.md#live-counts): A
 * has B's post open with its comments; what B does (a comment made before A's socket listened,
 * then a like and a comment from B's own browser) shows on A's screen as it happens. The gap is
 * forced by holding A's feed socket (page.routeWebSocket) until B's first comment is saved.
 */
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

const FEED_SOCKET = /\/api\/feed\/socket$/;

/** Holds the page's feed socket until `open` is called: it stays connecting, as on a slow network. */
async function heldSocket(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(FEED_SOCKET, async (ws) => {
    await gate;
    ws.connectToServer();
  });
  return { open: () => release() };
}

async function openComments(page: Page, postText: string) {
  await page.goto("/feed?tab=posts");
  const post = page.getByRole("article", { name: /^Post by / }).filter({ hasText: postText });
  await post.getByRole("button", { name: /comments?$/ }).click();
  return post;
}

test("B's like and comments reach A's open post without a reload, those made before A's socket listened too", async ({ page: asha, browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const errors: string[] = [];
  await signUpViaApi(asha, "asha-live", origin, `Asha Live ${stamp}`);
  const { context, page: ravi } = await personContext(browser, origin, errors);
  await signUpViaApi(ravi, "ravi-live", origin, `Ravi Live ${stamp}`);
  const postText = `Live ward notes ${stamp}`;
  const created = await ravi.request.post("/api/feed/posts", { data: { content: postText }, headers: { origin } });
  expect(created.status()).toBe(201);
  const { id: postId } = (await created.json()) as { id: string };

  const socket = await heldSocket(asha);
  const seenByA = await openComments(asha, postText);
  await expect(seenByA.getByText("No comments yet. Be the first to comment.")).toBeVisible();
  const early = `Said before you listened ${stamp}`;
  expect((await ravi.request.post(`/api/feed/posts/${postId}/comments`, { data: { body: early }, headers: { origin } })).status()).toBe(201);
  socket.open();
  await expect(seenByA.getByText(early)).toBeVisible();
  await expect(seenByA.getByTestId("comments-count")).toHaveText("1");

  // B, in B's browser: a like and a comment, each seen by A as it is saved.
  const seenByB = await openComments(ravi, postText);
  await seenByB.getByRole("button", { name: /^Like/ }).click();
  await expect(ravi.getByText("Added to favorites")).toBeVisible();
  await expect(seenByA.getByTestId("likes-count")).toHaveText("1");
  await expect(seenByA.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
  const later = `And one more thought ${stamp}`;
  await seenByB.getByLabel("Write a comment").fill(later);
  await seenByB.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(seenByA.getByText(later)).toBeVisible();
  await expect(seenByA.getByTestId("comments-count")).toHaveText("2");
  await expect(seenByA.getByText(early)).toHaveCount(1);

  await context.close();
  expect(errors, "console errors in B's browser").toEqual([]);
});
