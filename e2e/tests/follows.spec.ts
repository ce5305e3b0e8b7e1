/**
 * Follows between two people, each in their own browser (docs/product.md#follows, #profiles,
 * #following-tab): B opens A's profile from the author line of A's post, follows A, A is told,
 * and A's next post appears on B's Following tab.
 */
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

async function nameProfile(page: Page, origin: string, fullName: string) {
  const res = await page.request.patch("/api/profile", { data: { full_name: fullName }, headers: { origin } });
  expect(res.ok(), `profile update failed: ${res.status()}`).toBeTruthy();
}

test("B follows A from A's author line, A is told, and A's new post is on B's Following tab", async ({ page: asha, browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const ashaName = `Asha Follow ${stamp}`;
  const raviName = `Ravi Follow ${stamp}`;
  await signUpViaApi(asha, "asha");
  await nameProfile(asha, origin, ashaName);
  const first = `Case notes from ${ashaName}`;
  expect((await asha.request.post("/api/feed/posts", { data: { content: first }, headers: { origin } })).status()).toBe(201);

  const errors: string[] = [];
  const { context, page: ravi } = await personContext(browser, origin, errors);
  await signUpViaApi(ravi, "ravi");
  await nameProfile(ravi, origin, raviName);

  // B: before following anyone, the Following tab says what to do.
  await ravi.goto("/feed?tab=following");
  await expect(ravi.getByText("Nothing from people you follow yet")).toBeVisible();

  // B opens A's profile from the author line of A's post.
  await ravi.getByRole("tab", { name: "Posts" }).click();
  const post = ravi.getByRole("article", { name: `Post by ${ashaName}` }).filter({ hasText: first });
  // Tests running beside this one post too: A's post may have moved past the first page.
  await expect(async () => {
    if ((await post.count()) === 0) await ravi.getByRole("button", { name: "Load more" }).click({ timeout: 2_000 });
    await expect(post).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await post.getByRole("link", { name: ashaName }).click();
  await expect(ravi).toHaveURL(/\/u\/[0-9a-f-]{36}$/);
  await expect(ravi.getByRole("heading", { level: 1, name: ashaName })).toBeVisible();
  await expect(ravi.getByRole("list", { name: "Their posts and videos" }).getByText(first)).toBeVisible();
  await expect(ravi.getByTestId("count-followers")).toHaveText("0");

  await ravi.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(ravi.getByText(`You are now following ${ashaName}`)).toBeVisible();
  await expect(ravi.getByRole("button", { name: "Unfollow" })).toHaveAttribute("aria-pressed", "true");
  await expect(ravi.getByTestId("count-followers")).toHaveText("1");

  // A is told, and the notification leads to B's profile.
  await asha.goto("/profile/notifications");
  const told = asha.getByRole("link").filter({ hasText: `${raviName} started following you.` });
  await expect(told).toBeVisible();
  await told.click();
  await expect(asha.getByRole("heading", { level: 1, name: raviName })).toBeVisible();
  await expect(asha.getByTestId("count-following")).toHaveText("1");

  // A posts from the app; it is on B's Following tab.
  await asha.goto("/create-post");
  const second = `Fresh from ${ashaName}: a follow-up on the case`;
  await asha.getByLabel("What would you like to share?").fill(second);
  await asha.getByRole("button", { name: "Post", exact: true }).click();
  await expect(asha.getByText("Post created successfully")).toBeVisible();

  await ravi.goto("/feed");
  await ravi.getByRole("tab", { name: "Following" }).click();
  const following = ravi.getByRole("list", { name: "Posts and videos from people you follow" });
  await expect(following.getByRole("article").first()).toContainText(second);
  await expect(following.getByText(first)).toBeVisible();

  await context.close();
  expect(errors, "console errors in B's browser").toEqual([]);
});
