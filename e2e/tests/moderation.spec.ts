/**
 * Reports, the moderators' queue and blocks, each person in their own browser
 * (docs/product.md#reports, #moderation, #blocking): C reports A's comment on B's post, an admin
 * hides it from /admin/reports, B no longer sees it while A sees it labelled "Hidden by
 * moderators"; then B blocks A from A's profile and A's next comment on B's post is refused; last,
 * A is suspended and the admin lifts the suspension from the queue, after which A can sign in again.
 */
import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, expect, personContext, SIGN_UP_CONSENT, signUpViaApi, test } from "../fixtures.ts";

async function nameProfile(page: Page, origin: string, fullName: string) {
  const res = await page.request.patch("/api/profile", { data: { full_name: fullName }, headers: { origin } });
  expect(res.ok(), `profile update failed: ${res.status()}`).toBeTruthy();
}

/** The post's comments, opened on the Posts tab. */
async function openComments(page: Page, postText: string) {
  await page.goto("/feed?tab=posts");
  const post = page.getByRole("article", { name: /^Post by / }).filter({ hasText: postText });
  await post.getByRole("button", { name: /comments?$/ }).click();
  return post;
}

test("a reported comment hidden by an admin leaves B's view and is labelled for A; B blocks A and A can no longer comment", async ({ page: asha, browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const ashaName = `Asha Mod ${stamp}`;
  const raviName = `Ravi Mod ${stamp}`;
  const errors: string[] = [];

  // A writes a comment on B's post (set up over the API).
  const ashaAccount = await signUpViaApi(asha, "asha");
  await nameProfile(asha, origin, ashaName);
  const ashaId = ((await (await asha.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  const { context: raviContext, page: ravi } = await personContext(browser, origin, errors);
  await signUpViaApi(ravi, "ravi");
  await nameProfile(ravi, origin, raviName);
  const postText = `Ward round notes ${stamp}`;
  const created = await ravi.request.post("/api/feed/posts", { data: { content: postText }, headers: { origin } });
  const { id: postId } = (await created.json()) as { id: string };
  const commentText = `Rude remark ${stamp}`;
  expect((await asha.request.post(`/api/feed/posts/${postId}/comments`, { data: { body: commentText }, headers: { origin } })).status()).toBe(201);

  // C reports it.
  const { context: chitraContext, page: chitra } = await personContext(browser, origin, errors);
  await signUpViaApi(chitra, "chitra");
  const seenByC = await openComments(chitra, postText);
  await seenByC.getByRole("button", { name: `Report comment by ${ashaName}` }).click();
  const dialog = chitra.getByRole("dialog", { name: "Report this comment" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await dialog.getByLabel("Harassment or abuse").check();
  await dialog.getByLabel("Details (optional)").fill("Insulting a colleague");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(chitra.getByText("Thank you. The moderators will look at your report.")).toBeVisible();

  // The admin hides it from the queue.
  const { context: adminContext, page: admin } = await personContext(browser, origin, errors);
  const account = { email: E2E_ADMIN_EMAIL, password: "admin-pass-e2e-1" };
  if (!(await admin.request.post("/api/auth/sign-up/email", { data: { ...account, name: "", ...SIGN_UP_CONSENT }, headers: { origin } })).ok()) {
    expect((await admin.request.post("/api/auth/sign-in/email", { data: account, headers: { origin } })).ok()).toBeTruthy();
  }
  await admin.goto("/admin/reports");
  const reported = admin.getByRole("article", { name: `Comment by ${ashaName}` });
  await expect(reported).toContainText(commentText);
  await expect(reported).toContainText("1 open report");
  await expect(reported).toContainText("Harassment or abuse × 1");
  await expect(reported).toContainText("Insulting a colleague");
  await reported.getByRole("button", { name: "Hide" }).click();
  await expect(admin.getByText("Content hidden")).toBeVisible();
  await expect(reported.getByRole("button", { name: "Restore" })).toBeVisible();

  // B no longer sees it; A sees it labelled.
  const seenByB = await openComments(ravi, postText);
  await expect(seenByB.getByText("No comments yet. Be the first to comment.")).toBeVisible();
  await expect(seenByB.getByText(commentText)).toHaveCount(0);
  const seenByA = await openComments(asha, postText);
  const own = seenByA.getByRole("article", { name: `Comment by ${ashaName}` });
  await expect(own).toContainText(commentText);
  await expect(own.getByText("Hidden by moderators")).toBeVisible();

  // B blocks A from A's profile.
  await ravi.goto(`/u/${ashaId}`);
  await expect(ravi.getByRole("heading", { level: 1, name: ashaName })).toBeVisible();
  await ravi.getByRole("button", { name: "Block" }).click();
  const confirm = ravi.getByRole("dialog", { name: `Block ${ashaName}?` });
  await confirm.getByRole("button", { name: "Yes, block" }).click();
  await expect(ravi.getByText(`You blocked ${ashaName}`)).toBeVisible();
  await expect(ravi.getByRole("button", { name: "Unblock" })).toBeVisible();

  // A can no longer comment on B's post: the toast says why, and what A wrote stays.
  const again = await openComments(asha, postText);
  await again.getByLabel("Write a comment").fill("Sorry about that");
  await again.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(asha.getByText("You cannot comment here: its author has blocked you.")).toBeVisible();
  await expect(again.getByLabel("Write a comment")).toHaveValue("Sorry about that");

  // A is suspended over a reported post (through the API), and the admin lifts it from the queue.
  const ashaPost = await asha.request.post("/api/feed/posts", { data: { content: `Spam again ${stamp}` }, headers: { origin } });
  const { id: ashaPostId } = (await ashaPost.json()) as { id: string };
  expect((await chitra.request.post("/api/moderation/reports", { data: { kind: "post", itemId: ashaPostId, reason: "spam" }, headers: { origin } })).status()).toBe(201);
  const suspended = await admin.request.post(`/api/admin/reports/post/${ashaPostId}/decision`, { data: { action: "suspend", note: "Rude and spamming" }, headers: { origin } });
  expect(suspended.status()).toBe(200);
  expect((await asha.request.post("/api/auth/sign-in/email", { data: ashaAccount, headers: { origin } })).ok()).toBe(false);
  await admin.goto("/admin/reports");
  const person = admin.getByRole("region", { name: "Suspended people" }).getByRole("article", { name: ashaName, exact: true });
  await expect(person).toContainText("Rude and spamming");
  await person.getByRole("button", { name: "Lift suspension" }).click();
  const lift = admin.getByRole("dialog", { name: `Lift ${ashaName}'s suspension?` });
  await lift.getByRole("button", { name: "Lift suspension" }).click();
  await expect(admin.getByText("Suspension lifted")).toBeVisible();
  await expect(person).toHaveCount(0);
  expect((await asha.request.post("/api/auth/sign-in/email", { data: ashaAccount, headers: { origin } })).ok()).toBe(true);

  for (const context of [raviContext, chitraContext, adminContext]) await context.close();
  expect(errors, "console errors in the other browsers").toEqual([]);
});
