/**
 * Notifications about likes and comments, each person in their own browser
 * (docs/product.md#notifications): Asha likes and comments on Bina's post from the feed, Ravi likes
 * it too; Bina's bell counts two unread, one of them grouped ("Ravi … and 1 other liked your post").
 */
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

async function nameProfile(page: Page, origin: string, fullName: string) {
  const res = await page.request.patch("/api/profile", { data: { full_name: fullName }, headers: { origin } });
  expect(res.ok(), `profile update failed: ${res.status()}`).toBeTruthy();
}

test("a like and a comment on Bina's post reach her bell and list, the likes grouped", async ({ page: bina, browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const binaName = `Bina Social ${stamp}`;
  const ashaName = `Asha Social ${stamp}`;
  const raviName = `Ravi Social ${stamp}`;
  await signUpViaApi(bina, "bina");
  await nameProfile(bina, origin, binaName);
  const text = `Case of the week ${stamp}`;
  const created = await bina.request.post("/api/feed/posts", { data: { content: text }, headers: { origin } });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: string }).id;
  await bina.goto("/feed");
  await expect(bell(bina)).toHaveAccessibleName("Notifications");

  const errors: string[] = [];
  const { context: ashaContext, page: asha } = await personContext(browser, origin, errors);
  await signUpViaApi(asha, "asha");
  await nameProfile(asha, origin, ashaName);
  await asha.goto("/feed?tab=posts");
  const post = asha.getByRole("article", { name: `Post by ${binaName}` }).filter({ hasText: text });
  await post.getByRole("button", { name: /^Like/ }).click();
  await expect(asha.getByText("Added to favorites")).toBeVisible();
  await post.getByRole("button", { name: "0 comments" }).click();
  await post.getByLabel("Write a comment").fill("Which test would you do first?");
  await post.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(asha.getByText("Comment posted")).toBeVisible();

  const { context: raviContext, page: ravi } = await personContext(browser, origin, errors);
  await signUpViaApi(ravi, "ravi");
  await nameProfile(ravi, origin, raviName);
  expect((await ravi.request.put(`/api/feed/posts/${postId}/like`, { headers: { origin } })).status()).toBe(200);

  // Bina comes back to the tab: the bell is read again, and the list has both, the likes as one.
  await bina.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(bell(bina)).toHaveAccessibleName("Notifications, 2 unread");
  await bell(bina).click();
  const list = bina.getByRole("list", { name: "Notifications" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const liked = list.getByRole("link", { name: new RegExp(`^${raviName} and 1 other liked your post`) });
  await expect(liked).toContainText(`“${text}”`);
  await expect(list.getByRole("link", { name: new RegExp(`^${ashaName} commented on your post`) })).toContainText("“Which test would you do first?”");

  // Opening it leads to her profile and marks it read.
  await liked.click();
  await expect(bina.getByRole("heading", { level: 1, name: binaName })).toBeVisible();
  await expect(bell(bina)).toHaveAccessibleName("Notifications, 1 unread");

  await ashaContext.close();
  await raviContext.close();
  expect(errors, "console errors in the other browsers").toEqual([]);
});
