import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, holdRequests, signUpViaApi, test, waitForAppOnNavigation } from "../fixtures.ts";
import { uploadViaApi, VIDEO_FIXTURE as FIXTURE, videoSample as sample } from "../upload-video.ts";

const viewsOf = async (page: Page, id: string) => ((await (await page.request.get(`/api/feed/videos/${id}`)).json()) as { viewsCount: number }).viewsCount;

test.describe("videos", () => {
  test("upload a real MP4 with progress, find it under Videos, and play it", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    const title = `Knee examination ${Date.now()}`;
    // The final save waits until the finished progress bar has been seen.
    const releaseSave = await holdRequests(page, "**/api/feed/videos", (r) => r.method() === "POST");
    await page.goto("/upload-video");
    await page.getByLabel("Video file").setInputFiles(FIXTURE);
    await page.getByLabel("Title").fill(`  ${title}  `);
    await page.getByLabel("Description (optional)").fill("How to examine a swollen knee.\nStep by step.");
    await page.getByRole("button", { name: "Upload", exact: true }).click();

    const progress = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("100%")).toBeVisible();
    releaseSave();

    await expect(page.getByText("Video uploaded successfully")).toBeVisible();
    // On to the new video's page; it is listed under Videos too.
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto("/feed?tab=videos");
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    const card = page.getByRole("article", { name: `Video: ${title}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("0:01")).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /\/api\/feed\/media\/thumbnails\//);

    // Its other qualities are made meanwhile (video-hls.spec.ts follows that); here they are ready first.
    const id = (await card.getByRole("link", { name: title }).getAttribute("href"))!.split("/").pop()!;
    await expect
      .poll(async () => ((await (await page.request.get(`/api/feed/videos/${id}`)).json()) as { renditions: { status: string } }).renditions.status, { timeout: 30_000 })
      .toBe("ready");
    await card.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("How to examine a swollen knee.")).toBeVisible();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", /\/api\/feed\/media\/thumbnails\//);
    // Nothing of the video is fetched before Play; then it plays adaptively.
    await expect(video).toHaveAttribute("preload", "none");
    await page.getByRole("button", { name: "Play video" }).click();
    await expect(video).toHaveAttribute("data-playback", "adaptive");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await video.evaluate((el: HTMLVideoElement) => el.pause());
    await video.evaluate((el: HTMLVideoElement) => {
      el.currentTime = 0.5;
    });
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.seeking)).toBe(false);
  });

  test("an upload cut off part-way resumes from the server's offset after a page reload", async ({ page, signedIn, consoleErrors, expectedConsoleErrors }) => {
    expect(signedIn.email).toContain("@");
    // The browser reports each connection this test cuts, sometimes only after the last step.
    expectedConsoleErrors.push(/net::ERR_CONNECTION_RESET/);
    // 9 MiB: one full 8 MiB chunk, then a second one that never arrives. A valid MP4 start, padded.
    const big = Buffer.concat([sample, Buffer.alloc(9 * 1024 * 1024 - sample.length, 7)]);
    const file = path.join(os.tmpdir(), `resume-${process.pid}-${Date.now()}.mp4`);
    writeFileSync(file, big);
    const creations: string[] = [];
    const patchOffsets: number[] = [];
    page.on("request", (req) => {
      if (!req.url().includes("/api/feed/uploads")) return;
      if (req.method() === "POST") creations.push(req.url());
      if (req.method() === "PATCH") patchOffsets.push(Number(req.headers()["upload-offset"]));
    });
    // The connection drops for every chunk after the first, until the page has been reloaded: the
    // client retries, and a retry that reached the server during the reload would move its offset.
    let cut = true;
    await page.route("**/api/feed/uploads/*", (route) =>
      cut && route.request().method() === "PATCH" && route.request().headers()["upload-offset"] !== "0"
        ? route.abort("connectionreset")
        : route.continue(),
    );
    await page.goto("/upload-video");
    await page.getByLabel("Video file").setInputFiles(file);
    await page.getByLabel("Title").fill("Resumed upload");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect.poll(() => patchOffsets.filter((o) => o > 0).length, { timeout: 20_000 }).toBeGreaterThan(0);

    await page.reload();
    cut = false;
    await page.getByLabel("Video file").setInputFiles(file);
    await page.getByLabel("Title").fill("Resumed upload");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Video uploaded successfully")).toBeVisible({ timeout: 20_000 });
    // One upload was created, and after the reload it went on from the first chunk's end.
    expect(creations).toHaveLength(1);
    expect(patchOffsets.at(-1)).toBe(8 * 1024 * 1024);
    // The browser reported the connection this test cut (the fixture allows only that error).
    expect(consoleErrors.some((e) => e.includes("net::ERR_CONNECTION_RESET"))).toBe(true);
  });

  test("Cancel stops the upload and deletes what was sent", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    // The bytes are held back until the upload has been cancelled.
    const releaseBytes = await holdRequests(page, "**/api/feed/uploads/*", (r) => r.method() === "PATCH");
    await page.goto("/upload-video");
    await page.getByLabel("Video file").setInputFiles(FIXTURE);
    await page.getByLabel("Title").fill("Cancelled upload");
    const created = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/feed/uploads"));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    expect((await created).status()).toBe(201);
    const deleted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/feed/uploads/"));
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Upload cancelled")).toBeVisible();
    expect((await deleted).status()).toBe(204);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
    // The held request was cancelled by the page: letting it go can fail, and does no harm.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    releaseBytes();
  });

  test("opening the video page counts one view, and opening it again the same day does not", async ({ page }) => {
    await signUpViaApi(page, "viewer");
    const id = await uploadViaApi(page, `Views ${Date.now()}`);
    expect(await viewsOf(page, id)).toBe(0);

    // Every view the page reports, each opening's included.
    const reported: Request[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(`/api/feed/videos/${id}/view`)) reported.push(r);
    });
    const counted = page.waitForResponse((r) => r.url().endsWith(`/api/feed/videos/${id}/view`));
    await page.goto(`/video/${id}`);
    expect((await counted).status()).toBe(200);
    await expect(page.getByTestId("video-views")).toHaveText("1 view");

    const again = page.waitForResponse((r) => r.url().endsWith(`/api/feed/videos/${id}/view`));
    await page.reload();
    expect((await again).status()).toBe(200);
    await expect(page.getByTestId("video-views")).toHaveText("1 view");
    // Once the video page is gone it can send nothing more; what it sent has been answered. One
    // report per opening, and the second opening did not count.
    await page.goto("/feed");
    await Promise.all(reported.map((r) => r.response()));
    expect(reported).toHaveLength(2);
    expect(await viewsOf(page, id)).toBe(1);
  });

  test("like is saved with toasts when signed in and kept across a reload; share copies the link", async ({ page, context, baseURL }) => {
    await signUpViaApi(page, "liker");
    const id = await uploadViaApi(page, `Share me ${Date.now()}`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // Headless Chromium has no share sheet; make sure of it so the copy path is the one tested.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/video/${id}`);

    const like = page.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("likes-count")).toHaveText("0");
    await like.click();
    await expect(page.getByText("Added to favorites")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Liked/ })).toHaveAttribute("aria-pressed", "true");
    await expect(like.getByTestId("likes-count")).toHaveText("1");
    // Saved on the server: a reload shows it liked, counted once.
    await page.reload();
    const liked = page.getByRole("button", { name: /^Liked/ });
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await expect(liked.getByTestId("likes-count")).toHaveText("1");
    await liked.click();
    await expect(page.getByText("Removed from favorites")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Like\b/ })).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("likes-count")).toHaveText("0");
    expect(((await (await page.request.get(`/api/feed/videos/${id}`)).json()) as { likesCount: number }).likesCount).toBe(0);

    await expect(page.getByRole("link", { name: "Comment" })).toHaveAttribute("href", "#video-comments");
    await expect(page.getByRole("link", { name: "View profile" })).toHaveAttribute("href", /^\/u\/[0-9a-f-]{36}$/);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("share uses the device's share sheet when there is one", async ({ page }) => {
    await signUpViaApi(page, "sharer");
    const id = await uploadViaApi(page, `Native share ${Date.now()}`);
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      const share = (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      };
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: share });
    });
    await page.goto(`/video/${id}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: Array<{ url: string }> }).shareCalls.length)).toBe(1);
    const [call] = await page.evaluate(() => (window as unknown as { shareCalls: Array<{ url: string; title: string }> }).shareCalls);
    expect(call!.url).toBe(page.url());
    await expect(page.getByText("Link copied to clipboard")).toHaveCount(0);
  });

  test("signed out, the video plays but Like is disabled", async ({ page, browser }) => {
    await signUpViaApi(page, "owner");
    const id = await uploadViaApi(page, `Public video ${Date.now()}`);
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const anon = waitForAppOnNavigation(await anonymous.newPage());
    await anon.goto(`/video/${id}`);
    await expect(anon.getByRole("button", { name: /^Like/ })).toBeDisabled();
    await expect(anon.getByRole("button", { name: "Share" })).toBeEnabled();
    await anonymous.close();
  });

  test("a missing or malformed video id shows 'Video not found' with a way back", async ({ page }) => {
    await page.goto("/video/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Video not found" })).toBeVisible();
    await page.goto("/video/not-a-video");
    await expect(page.getByRole("heading", { level: 1, name: "Video not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Feed" }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });
});
