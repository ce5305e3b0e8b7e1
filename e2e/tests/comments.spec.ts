import { expect, test } from "../fixtures.ts";

test.describe("comments", () => {
  test("write a comment, reply, edit and delete on a post, with the count and the toasts", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    const text = `Comment thread ${Date.now()}`;
    expect((await page.request.post("/api/feed/posts", { data: { content: text } })).ok()).toBe(true);

    await page.goto("/feed?tab=posts");
    const post = page.getByRole("article", { name: /^Post by / }).filter({ hasText: text });
    await post.getByRole("button", { name: "0 comments" }).click();
    await expect(post.getByText("No comments yet. Be the first to comment.")).toBeVisible();

    // Markup is kept and shown as text.
    const markup = "<b>Not bold</b> see the ECG";
    await post.getByLabel("Write a comment").fill(markup);
    await post.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(page.getByText("Comment posted")).toBeVisible();
    const comment = post.getByRole("article", { name: /^Comment by / }).first();
    await expect(comment.getByText(markup, { exact: true })).toBeVisible();
    await expect(post.getByRole("button", { name: "1 comment" })).toBeVisible();

    await comment.getByRole("button", { name: "Reply" }).click();
    await post.getByLabel("Write a reply").fill("Agreed, ST elevation");
    await post.getByRole("button", { name: "Reply", exact: true }).last().click();
    await expect(page.getByText("Reply posted")).toBeVisible();
    const reply = post.getByRole("article", { name: /^Comment by / }).filter({ hasText: "Agreed, ST elevation" });
    await expect(reply).toBeVisible();
    await expect(post.getByRole("button", { name: "2 comments" })).toBeVisible();

    await comment.getByRole("button", { name: "Edit" }).first().click();
    await post.getByLabel("Edit your comment").fill("See the ECG, lead II");
    await post.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Comment updated")).toBeVisible();
    const edited = post.getByRole("article", { name: /^Comment by / }).filter({ hasText: "See the ECG, lead II" }).first();
    await expect(edited).toContainText("edited");

    await reply.getByRole("button", { name: "Delete" }).click();
    await reply.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Comment deleted")).toBeVisible();
    await expect(reply).toHaveCount(0);
    await expect(post.getByRole("button", { name: "1 comment" })).toBeVisible();

    // Kept on the server: after a reload the count and the edited comment are there.
    await page.reload();
    const again = page.getByRole("article", { name: /^Post by / }).filter({ hasText: text });
    await again.getByRole("button", { name: "1 comment" }).click();
    await expect(again.getByText("See the ECG, lead II")).toBeVisible();
  });
});
