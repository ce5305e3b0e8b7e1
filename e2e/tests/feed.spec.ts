import { expect, signUpViaApi, test, waitForAppOnNavigation } from "../fixtures.ts";

const NETWORK = "MedConnect Doctors' Network";

test.describe("doctors' feed", () => {
  test("lists the shared posts newest first under All and Posts, and switches tabs", async ({ page }) => {
    await page.goto("/feed");
    await expect(page.getByRole("heading", { level: 1, name: NETWORK })).toBeVisible();
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    // The demo data's doctors have posted; each post shows its author and counts.
    const firstPost = page.getByRole("article", { name: /^Post by / }).first();
    await expect(firstPost).toBeVisible();
    await expect(firstPost.getByText(/likes?$/)).toBeAttached();
    await expect(firstPost.locator("time")).toHaveText(/ago$/);

    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page).toHaveURL(/\/feed\?tab=posts$/);
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: /^Post by / }).first()).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("article", { name: /^Video: / })).toHaveCount(0);

    await page.getByRole("tab", { name: "Videos" }).click();
    await expect(page).toHaveURL(/\/feed\?tab=videos$/);
    const panel = page.getByRole("tabpanel");
    // Other tests may have uploaded videos; otherwise the empty state shows.
    await expect(panel.getByRole("article", { name: /^Video: / }).first().or(panel.getByText("No videos yet"))).toBeVisible();
    await expect(panel.getByRole("article", { name: /^Post by / })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
  });

  test("create post: blank and too long are refused, a good post goes to the top of the feed", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    await page.goto("/create-post");
    await expect(page.getByRole("heading", { level: 1, name: "Create Post" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Image (Coming Soon)" })).toBeDisabled();

    const box = page.getByLabel("What would you like to share?");
    await box.fill("    ");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Please write something")).toBeVisible();

    await box.fill("x".repeat(5001));
    await expect(page.getByText("5001/5000")).toBeVisible();
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Post must be less than 5000 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/create-post$/);

    const text = `Ward round learning ${Date.now()}\nSecond line stays on its own line`;
    await box.fill(`  ${text}  `);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Post created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/feed$/);
    // On top: other tests running beside this one may have posted in the same moment, so the post
    // must come first among everything older than itself (each card's <time dateTime>).
    const top = page.getByRole("article").filter({ hasText: text.split("\n")[0]! });
    await expect(top).toBeVisible();
    await expect(top).toContainText("Doctor");
    const ours = await top.locator("time").getAttribute("datetime");
    const stamps = await page.getByRole("article").locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    const at = stamps.indexOf(ours!);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(stamps.length).toBeGreaterThan(at + 1);
    for (const [i, stamp] of stamps.entries()) {
      if (i < at) expect(Date.parse(stamp)).toBeGreaterThanOrEqual(Date.parse(ours!));
      if (i > at) expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.parse(ours!));
    }
    // Line breaks are kept as typed.
    const paragraph = top.locator("p.whitespace-pre-wrap");
    await expect(paragraph).toHaveText(text);
    expect(await paragraph.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
  });

  test("a post written as HTML is shown as literal text, never run", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const html = `<b>bold</b><img src=x onerror=alert(1)> ${Date.now()}`;
    await page.goto("/create-post");
    await page.getByLabel("What would you like to share?").fill(html);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Post created successfully")).toBeVisible();
    const post = page.getByRole("article").filter({ hasText: html });
    await expect(post).toBeVisible();
    await expect(post.locator("b")).toHaveCount(0);
    await expect(post.locator("img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("shows 20 at a time and loads the rest on scroll or with Load more, each post once", async ({ page }) => {
    await signUpViaApi(page, "scroller");
    const run = `Scroll test ${Date.now()}`;
    for (let i = 0; i < 25; i++) {
      const res = await page.request.post("/api/feed/posts", { data: { content: `${run} #${i}` } });
      expect(res.status()).toBe(201);
    }
    await page.goto("/feed?tab=posts");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("article")).toHaveCount(20);
    // The newest 20 of this test's posts fill the first page, newest first.
    // (filtered to this run: a test in another worker may post in the same moment)
    await expect(panel.getByRole("article").filter({ hasText: run }).first()).toContainText(`${run} #24`);
    const loadMore = page.getByRole("button", { name: "Load more" });
    await expect(loadMore).toBeVisible();

    // Scrolling to the end of the list fetches the next page by itself.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => panel.getByRole("article").count()).toBeGreaterThan(20);
    for (let i = 0; i < 25; i++) {
      await expect(panel.getByText(`${run} #${i}`, { exact: true })).toHaveCount(1);
    }

    // Without IntersectionObserver the Load more button does the same.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    // The pages of the list asked for after the first (they carry a cursor).
    const nextPages: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/feed\?.*cursor=/.test(r.url())) nextPages.push(r.url());
    });
    await page.goto("/feed");
    await expect(panel.getByRole("article")).toHaveCount(20);
    await page.mouse.wheel(0, 20_000);
    // Scrolled to the end, and a frame drawn there (when an observer would have fired): nothing fetched.
    await expect(loadMore).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(nextPages).toEqual([]);
    await expect(panel.getByRole("article")).toHaveCount(20);
    await loadMore.click();
    await expect.poll(() => panel.getByRole("article").count()).toBeGreaterThan(20);
    expect(nextPages).toHaveLength(1);
  });

  test("like a post: the seed's toasts, the count, and both kept across a reload; signed out it is disabled", async ({ page, browser }) => {
    await signUpViaApi(page, "post-liker");
    const text = `Liked on the server ${Date.now()}`;
    expect((await page.request.post("/api/feed/posts", { data: { content: text } })).status()).toBe(201);
    await page.goto("/feed?tab=posts");
    const post = page.getByRole("article").filter({ hasText: text });
    const like = post.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("likes-count")).toHaveText("0");

    await like.click();
    await expect(page.getByText("Added to favorites")).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like.getByTestId("likes-count")).toHaveText("1");

    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like.getByTestId("likes-count")).toHaveText("1");
    // The All tab shows the same post liked too.
    await page.getByRole("tab", { name: "All" }).click();
    await expect(page.getByRole("tabpanel").getByRole("article").filter({ hasText: text }).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");

    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const anon = waitForAppOnNavigation(await anonymous.newPage());
    await anon.goto("/feed?tab=posts");
    const seen = anon.getByRole("article").filter({ hasText: text }).getByRole("button", { name: /^Like/ });
    await expect(seen.getByTestId("likes-count")).toHaveText("1");
    await expect(seen).toHaveAttribute("aria-pressed", "false");
    await expect(seen).toBeDisabled();
    await expect(seen).toHaveAttribute("title", "Sign in to like posts");
    await anonymous.close();

    await page.getByRole("tab", { name: "Posts" }).click();
    await like.click();
    await expect(page.getByText("Removed from favorites")).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("likes-count")).toHaveText("0");
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "false");
  });

  test("signed out, Create Post asks to sign in instead of showing the form", async ({ page }) => {
    await page.goto("/create-post");
    await expect(page.getByText("Sign in to share a post")).toBeVisible();
    await expect(page.getByLabel("What would you like to share?")).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcreate-post$/);
  });
});

test.describe("upload video form", () => {
  test("signed out: the documented message, then the sign-in page that leads back", async ({ page }) => {
    await page.goto("/upload-video");
    await expect(page.getByText("Please sign in to upload videos")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fupload-video$/);
  });

  test("asks for a file and a title, and refuses a file that is not a video", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    await page.goto("/upload-video");
    await expect(page.getByRole("heading", { level: 1, name: "Upload Video" })).toBeVisible();
    await expect(page.getByText(/MP4, MOV, AVI · up to 500 MB/)).toBeVisible();
    await expect(page.getByLabel("Video file")).toHaveAttribute("accept", "video/*");

    await page.getByLabel("Title").fill("A title");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Please select a video file")).toBeVisible();

    await page.getByLabel("Video file").setInputFiles({ name: "notes.mp4", mimeType: "video/mp4", buffer: Buffer.from("just some text, not a video at all ".repeat(40)) });
    await page.getByLabel("Title").fill("   ");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Please enter a title")).toBeVisible();

    await page.getByLabel("Title").fill("Not really a video");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("This file is not a supported video (MP4, MOV, AVI or WebM).")).toBeVisible();
    await expect(page).toHaveURL(/\/upload-video$/);
    await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
  });
});
