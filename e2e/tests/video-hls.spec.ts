/**
 * Adaptive video (docs/product.md#video-page): a fresh upload plays as its MP4 while "Processing…
 * N%" shows, then plays through hls.js without a reload; a quality chosen in the menu is the one
 * fetched and shown, from where playback was; Data saver (Settings, kept on the account) holds Auto
 * at 360p.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { make720pClip, uploadBytesViaApi } from "../upload-video.ts";

// Transcoding on the suite's shared cores takes a while; each test waits for it once.
test.slow();

let clip: Buffer;
test.beforeAll(() => {
  // 16 s: long enough to play, pause, switch quality twice and still have more to play.
  clip = make720pClip(16);
});

/** The HLS files the page asked for, in order. */
function hlsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    const match = /\/api\/feed\/media\/hls\/[^/]+\/[^/]+\/([^/?]+)$/.exec(r.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

const currentTime = (video: Locator) => video.evaluate((el: HTMLVideoElement) => el.currentTime);
const videoHeight = (video: Locator) => video.evaluate((el: HTMLVideoElement) => el.videoHeight);
// The page's own Play button (adaptive playback) is tapped; the browser's controls (the MP4) are
// drawn inside the element, where a test cannot tap them, so play() stands in for them.
const playNative = (video: Locator) => video.evaluate((el: HTMLVideoElement) => el.play());

test("a new video plays as MP4 with its progress shown, then adaptively without a reload; 240p can be chosen", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  const requested = hlsRequests(page);
  await page.goto("/upload-video");
  await page.getByLabel("Video file").setInputFiles({ name: "knee.mp4", mimeType: "video/mp4", buffer: clip });
  await page.getByLabel("Title").fill("Knee in 720p");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Video uploaded successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  const loads: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  // The MP4 plays while the other qualities are made.
  const video = page.locator("video");
  await expect(page.getByText(/^Processing… \d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Video processing" })).toBeVisible();
  await expect(video).toHaveAttribute("data-playback", "mp4");
  await playNative(video);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  const pausedAt = await currentTime(video);
  expect(requested).toEqual([]);

  // Ready: the page takes the adaptive stream by itself, where the MP4 was.
  await expect(video).toHaveAttribute("data-playback", "adaptive", { timeout: 90_000 });
  await expect(page.getByRole("progressbar", { name: "Video processing" })).toHaveCount(0);
  expect(loads, "the page was reloaded").toEqual([]);
  expect(await video.evaluate((el: HTMLVideoElement) => el.src)).toMatch(/^blob:/);
  expect(requested).toContain("master.m3u8");
  await expect.poll(async () => Math.abs((await currentTime(video)) - pausedAt)).toBeLessThan(0.5);
  await playNative(video);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(pausedAt + 0.5);
  expect(requested.some((f) => f.endsWith(".m4s"))).toBe(true);

  // The menu offers every quality; 720p is fetched and shown, then 240p, from where it was.
  const quality = page.getByLabel("Quality");
  await expect(quality.locator("option")).toHaveText(["Auto", "720p", "480p", "360p", "240p"]);
  await quality.selectOption("720p");
  await expect.poll(() => videoHeight(video), { timeout: 20_000 }).toBe(720);
  expect(requested).toContain("720p.m3u8");
  const before = requested.length;
  const at = await currentTime(video);
  await quality.selectOption("240p");
  await expect.poll(() => videoHeight(video), { timeout: 20_000 }).toBe(240);
  expect(requested).toContain("240p.m3u8");
  expect(requested.slice(before).some((f) => /^240p_\d+\.m4s$/.test(f)), "no 240p segment was fetched after the switch").toBe(true);
  expect(await currentTime(video)).toBeGreaterThanOrEqual(at - 0.5);
});

test("Data saver, switched on in Settings, keeps a video at 360p or lower", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  const id = await uploadBytesViaApi(page, clip, "Knee, saving data");
  await expect
    .poll(async () => ((await (await page.request.get(`/api/feed/videos/${id}`)).json()) as { renditions: { status: string } }).renditions.status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe("ready");

  await page.goto("/profile/settings");
  await page.getByRole("switch", { name: "Data Saver" }).click();
  await expect(page.getByText("Data saver on: videos play at 360p or lower")).toBeVisible();
  // Kept on the account, not only on this device.
  expect(((await (await page.request.get("/api/preferences")).json()) as { dataSaver: boolean }).dataSaver).toBe(true);

  const requested = hlsRequests(page);
  await page.goto(`/video/${id}`);
  const video = page.locator("video");
  // The poster shows at once; nothing is fetched before Play.
  await expect(video).toHaveAttribute("poster", /\/api\/feed\/media\/thumbnails\//);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect(video).toHaveAttribute("data-playback", "adaptive");
  await expect(page.getByLabel("Quality").locator("option")).toHaveText(["Auto", "360p", "240p"]);
  // Three segments in, on a network that would carry 720p: Auto has climbed to the cap and no further.
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(8.5);
  expect(requested.filter((f) => /^(480p|720p)/.test(f))).toEqual([]);
  expect(requested.some((f) => /^360p_\d+\.m4s$/.test(f))).toBe(true);
  expect(await videoHeight(video)).toBeLessThanOrEqual(360);
});
