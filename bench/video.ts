/**
 * Adaptive video (BENCH_ONLY=video, or the last step of `npm run bench`): how long the server's
 * transcode takes per minute of a 720p source, and, in Chromium on a connection throttled as
 * Lighthouse's mobile profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, through the
 * DevTools protocol), the time from Play to the first frame and the bytes fetched in the first 10 s
 * for the same video as its MP4 and through its HLS renditions.
 *
 * The source is ffmpeg's moving test pattern with grain at 4 Mbit/s, about what a phone records at
 * 720p, so every rung meets its bitrate cap (a worst case for bytes). One server on PGlite plays the
 * MP4 first with its job queue off (the video stays "processing"), then restarts with the queue on,
 * transcodes it, and plays the renditions.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { HLS_LADDER, transcodeToHls } from "../apps/server/src/lib/hls.ts";
import type { Target } from "./report.ts";
import type { ServerProcess } from "./server-process.ts";

export const THROTTLE = { downloadKbps: 1600, uploadKbps: 750, rttMs: 150 } as const;
/** The issue's target for the renditions' first frame on that connection. */
export const FIRST_FRAME_TARGET_MS = 2000;
const WINDOW_MS = 10_000;

export interface PlaybackFigures {
  firstFrameMs: number;
  /** bytes over the network (headers included) in the 10 s after Play */
  bytesFirst10s: number;
  /** the page's own load, and what it fetched of the video before Play (the MP4's preload) */
  bytesBeforePlay: number;
  /** the picture's height at the first frame, and 10 s in */
  heightAtFirstFrame: number;
  heightAt10s: number;
  /** seconds of video played in the 10 s */
  playedSeconds: number;
}

export interface VideoBenchResult {
  source: { seconds: number; width: number; height: number; megabytes: number; videoKbps: number };
  transcode: { seconds: number; secondsPerSourceMinute: number; speed: number; rungs: number[]; outputMegabytes: number; loadAverage: number };
  throttle: typeof THROTTLE;
  mp4: PlaybackFigures;
  hls: PlaybackFigures;
  loadAverage: number;
}

function makeSource(file: string, seconds: number) {
  const made = spawnSync("ffmpeg", [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=duration=${seconds}:size=1280x720:rate=30`,
    "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`,
    "-vf", "noise=alls=14:allf=t",
    "-c:v", "libx264", "-preset", "ultrafast", "-b:v", "4M", "-maxrate", "4M", "-bufsize", "8M", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", "-shortest", file,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the bench's source: ${made.stderr?.toString()}`);
}

async function signUp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: `bench.video.${process.pid}@example.in`, password: "bench-pass-2468", name: "Bench Doctor", noticeVersion: PRIVACY_NOTICE_VERSION, adult: true }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** The whole file by tus (creation-with-upload), saved with a title; the video's id. */
async function upload(baseUrl: string, cookie: string, bytes: Buffer): Promise<string> {
  const headers = { cookie, origin: baseUrl, "Tus-Resumable": "1.0.0" };
  const created = await fetch(`${baseUrl}/api/feed/uploads`, {
    method: "POST",
    headers: { ...headers, "Upload-Length": String(bytes.length), "Upload-Metadata": `filename ${Buffer.from("bench.mp4").toString("base64")}`, "Content-Type": "application/offset+octet-stream" },
    body: bytes,
  });
  if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${await created.text()}`);
  const uploadId = created.headers.get("location")!.split("/").pop();
  const saved = await fetch(`${baseUrl}/api/feed/videos`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ uploadId, title: "Bench video, 720p" }),
  });
  if (saved.status !== 201) throw new Error(`saving the video failed: ${saved.status} ${await saved.text()}`);
  return ((await saved.json()) as { id: string }).id;
}

async function renditionsStatus(baseUrl: string, id: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/feed/videos/${id}`);
  return ((await res.json()) as { renditions: { status: string } }).renditions.status;
}

/**
 * Opens the video page unthrottled, then throttles the connection and starts playback as a person
 * does (the MP4: the browser's play; HLS: the page's Play button), timing the first frame shown and
 * counting the bytes received for 10 s.
 */
async function measurePlayback(page: Page, url: string, how: "mp4" | "hls"): Promise<PlaybackFigures> {
  // The whole visit is on the slow connection: the page, what it preloads, and the playback.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLE.rttMs,
    downloadThroughput: (THROTTLE.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLE.uploadKbps * 1000) / 8,
  });
  let counting = false;
  let bytes = 0;
  let bytesBefore = 0;
  const streamed = new Map<string, number>();
  cdp.on("Network.dataReceived", (e: { requestId: string; encodedDataLength: number }) => {
    if (counting) bytes += e.encodedDataLength;
    else bytesBefore += e.encodedDataLength;
    streamed.set(e.requestId, (streamed.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  // Some responses report their bytes only when they finish.
  cdp.on("Network.loadingFinished", (e: { requestId: string; encodedDataLength: number }) => {
    const rest = Math.max(0, e.encodedDataLength - (streamed.get(e.requestId) ?? 0));
    if (counting) bytes += rest;
    else bytesBefore += rest;
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  await page.locator('#root[data-hydrated="true"]').waitFor({ timeout: 60_000 });
  await page.locator(`video[data-playback="${how === "mp4" ? "mp4" : "waiting"}"]`).waitFor();
  counting = true;
  const started = Date.now();
  // In the page (a string: the bench is compiled without the DOM's types).
  const firstFrame = await page.evaluate<{ ms: number; height: number }>(`(async () => {
    const video = document.querySelector("video");
    const t0 = performance.now();
    const shown = new Promise((resolve) => video.requestVideoFrameCallback(() => resolve(performance.now() - t0)));
    if (${JSON.stringify(how)} === "mp4") void video.play();
    else document.querySelector('button[aria-label="Play video"]').click();
    const ms = await Promise.race([shown, new Promise((resolve) => setTimeout(() => resolve(-1), ${WINDOW_MS}))]);
    return { ms, height: video.videoHeight };
  })()`);
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
  counting = false;
  const end = await page.evaluate<{ height: number; played: number }>(`(() => {
    const video = document.querySelector("video");
    return { height: video.videoHeight, played: video.currentTime };
  })()`);
  await cdp.detach();
  return {
    firstFrameMs: Math.round(firstFrame.ms),
    bytesFirst10s: bytes,
    bytesBeforePlay: bytesBefore,
    heightAtFirstFrame: firstFrame.height,
    heightAt10s: end.height,
    playedSeconds: Math.round(end.played * 10) / 10,
  };
}

export async function runVideoBench(opts: {
  workDir: string;
  seconds: number;
  dataEnv: Record<string, string>;
  start: (env: Record<string, string>) => Promise<ServerProcess>;
  stop: (server: ServerProcess) => Promise<void>;
  log: (line: string) => void;
}): Promise<VideoBenchResult> {
  const dir = path.join(opts.workDir, `video-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "out"), { recursive: true });
  const source = path.join(dir, "source-720p.mp4");
  makeSource(source, opts.seconds);
  const bytes = readFileSync(source);
  const sourceInfo = { seconds: opts.seconds, width: 1280, height: 720, megabytes: Math.round(bytes.length / 1e5) / 10, videoKbps: Math.round((bytes.length * 8) / opts.seconds / 1000) };
  opts.log(`  source: ${opts.seconds} s of 1280×720 at 30 fps, ${sourceInfo.megabytes} MB (${sourceInfo.videoKbps} kbit/s)`);

  // The server's own transcode, with its settings (nice, one pass, the ladder), timed alone.
  const loadBefore = os.loadavg()[0]!;
  const t0 = performance.now();
  const outcome = await transcodeToHls({ ffmpegPath: "ffmpeg", ffprobePath: "ffprobe", input: source, outDir: path.join(dir, "out"), timeoutMs: 60 * 60_000 });
  const seconds = (performance.now() - t0) / 1000;
  if (!outcome.ok) throw new Error(`the transcode failed: ${JSON.stringify(outcome)}`);
  const outputBytes = outcome.files.reduce((sum, f) => sum + readFileSync(path.join(dir, "out", f)).length, 0);
  const transcode = {
    seconds: Math.round(seconds * 10) / 10,
    secondsPerSourceMinute: Math.round((seconds / (opts.seconds / 60)) * 10) / 10,
    speed: Math.round((opts.seconds / seconds) * 100) / 100,
    rungs: outcome.rungs.map((r) => r.height),
    outputMegabytes: Math.round(outputBytes / 1e5) / 10,
    loadAverage: Number(((loadBefore + os.loadavg()[0]!) / 2).toFixed(1)),
  };
  opts.log(`  transcode: ${transcode.seconds} s (${transcode.secondsPerSourceMinute} s per minute of source, ${transcode.speed}× real time), rungs ${transcode.rungs.join("/")}, ${transcode.outputMegabytes} MB, load average ${transcode.loadAverage}`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    // The MP4: the server with its job queue off, so the video waits for its renditions.
    let server = await opts.start({ ...opts.dataEnv, JOBS_ENABLED: "false" });
    let id: string;
    let mp4: PlaybackFigures;
    try {
      const cookie = await signUp(server.url);
      id = await upload(server.url, cookie, bytes);
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
      mp4 = await measurePlayback(await context.newPage(), `${server.url}/video/${id}`, "mp4");
      await context.close();
    } finally {
      await opts.stop(server);
    }
    opts.log(`  MP4: first frame ${mp4.firstFrameMs} ms, ${Math.round(mp4.bytesFirst10s / 1000)} kB in 10 s, ${mp4.playedSeconds} s played`);

    server = await opts.start(opts.dataEnv);
    try {
      const deadline = Date.now() + 30 * 60_000;
      while ((await renditionsStatus(server.url, id)) !== "ready") {
        if (Date.now() > deadline) throw new Error("the renditions were not ready within 30 minutes");
        await new Promise((r) => setTimeout(r, 1000));
      }
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
      const hls = await measurePlayback(await context.newPage(), `${server.url}/video/${id}`, "hls");
      await context.close();
      opts.log(`  HLS: first frame ${hls.firstFrameMs} ms (${hls.heightAtFirstFrame}p, ${hls.heightAt10s}p after 10 s), ${Math.round(hls.bytesFirst10s / 1000)} kB in 10 s, ${hls.playedSeconds} s played`);
      return { source: sourceInfo, transcode, throttle: THROTTLE, mp4, hls, loadAverage: Number(os.loadavg()[0]!.toFixed(1)) };
    } finally {
      await opts.stop(server);
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function checkVideo(r: VideoBenchResult): Target[] {
  return [
    {
      db: "video",
      what: `HLS first frame at ${THROTTLE.downloadKbps / 1000} Mbit/s, ${THROTTLE.rttMs} ms RTT`,
      target: `≤ ${FIRST_FRAME_TARGET_MS.toLocaleString("en-US")} ms`,
      measured: `${r.hls.firstFrameMs.toLocaleString("en-US")} ms`,
      met: r.hls.firstFrameMs >= 0 && r.hls.firstFrameMs <= FIRST_FRAME_TARGET_MS,
    },
  ];
}

export function videoTable(r: VideoBenchResult): string {
  const kb = (n: number) => `${Math.round(n / 1000).toLocaleString("en-US")} kB`;
  const ms = (n: number) => (n < 0 ? "none in 10 s" : `${n.toLocaleString("en-US")} ms`);
  return [
    `transcode of ${r.source.seconds} s of 720p (${r.source.videoKbps} kbit/s) to ${r.transcode.rungs.map((h) => `${h}p`).join(", ")}: ${r.transcode.seconds} s, ` +
      `${r.transcode.secondsPerSourceMinute} s per minute of source (${r.transcode.speed}× real time, x264 ${"veryfast"}, load average ${r.transcode.loadAverage}); output ${r.transcode.outputMegabytes} MB`,
    `ladder caps: ${HLS_LADDER.map((l) => `${l.height}p ${l.videoKbps}+${l.audioKbps} kbit/s`).join(", ")}`,
    `throttled: ${r.throttle.downloadKbps} kbit/s down, ${r.throttle.uploadKbps} kbit/s up, ${r.throttle.rttMs} ms RTT`,
    `| playback | first frame after Play | height then → after 10 s | bytes in the 10 s after Play | video played in those 10 s | page load before Play |`,
    `|---|---|---|---|---|---|`,
    `| MP4 (as uploaded) | ${ms(r.mp4.firstFrameMs)} | ${r.mp4.heightAtFirstFrame}p → ${r.mp4.heightAt10s}p | ${kb(r.mp4.bytesFirst10s)} | ${r.mp4.playedSeconds} s | ${kb(r.mp4.bytesBeforePlay)} |`,
    `| HLS (Auto) | ${ms(r.hls.firstFrameMs)} | ${r.hls.heightAtFirstFrame}p → ${r.hls.heightAt10s}p | ${kb(r.hls.bytesFirst10s)} | ${r.hls.playedSeconds} s | ${kb(r.hls.bytesBeforePlay)} |`,
  ].join("\n");
}
