/**
 * Transcoding a video to an HLS ladder with ffmpeg, in one pass for all rungs: H.264 (main
 * profile) and stereo AAC in fMP4 segments of 4 seconds whose keyframes line up across rungs, a
 * playlist per rung and a master playlist naming each rung's bandwidth, resolution and codecs.
 * ffmpeg runs at a lower CPU priority than the server, reports its progress, and is killed when
 * its time is up or the caller gives up (an AbortSignal).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { RENDITION_HEIGHTS } from "@expertconnect/shared/constants";

export interface Rung {
  /** the short side in pixels: the height of a landscape video, the width of a portrait one */
  height: number;
  /** capped video bitrate (x264 -maxrate), kbit/s; the buffer is twice this */
  videoKbps: number;
  /** AAC stereo, kbit/s */
  audioKbps: number;
}

/**
 * The ladder (docs/architecture.md, Video): bitrates for mobile data in India, at about the
 * level of PeerTube's and below YouTube's, so that 240p plays on a congested 3G/4G cell (under
 * 0.5 Mbit/s) and 720p fits the 2–3 Mbit/s of ordinary 4G. The quality is x264's CRF 23 within
 * the cap, so easy pictures (a slide, a talking head) take less.
 */
export const HLS_LADDER: readonly Rung[] = [
  { height: 240, videoKbps: 300, audioKbps: 64 },
  { height: 360, videoKbps: 550, audioKbps: 64 },
  { height: 480, videoKbps: 900, audioKbps: 96 },
  { height: 720, videoKbps: 1800, audioKbps: 128 },
];
// The ladder and the heights the web app offers are the same list.
if (HLS_LADDER.map((r) => r.height).join() !== RENDITION_HEIGHTS.join()) throw new Error("HLS_LADDER and RENDITION_HEIGHTS disagree");

/** Seconds of each segment; every segment starts on a keyframe at the same time in every rung. */
export const HLS_SEGMENT_SECONDS = 4;
/** x264 preset: PeerTube's default, about 3× faster than `medium` for ~10% more bytes. */
export const X264_PRESET = "veryfast";
/** ffmpeg's CPU priority (nice): below the server's, so requests are answered while it runs. */
export const TRANSCODE_NICE = 10;
/** Frames a second at most; sources above are halved to this (a 60 fps phone video plays at 30). */
export const MAX_FPS = 30;

export interface SourceInfo {
  width: number;
  height: number;
  /** seconds, when known */
  durationSeconds: number | null;
  hasAudio: boolean;
  fps: number | null;
}

/**
 * The rungs for a source: every ladder height up to the source's short side; a source smaller
 * than the lowest rung gets one rung of its own size (rounded down to even) at the lowest bitrate.
 */
export function ladderFor(source: Pick<SourceInfo, "width" | "height">): Rung[] {
  const short = Math.min(source.width, source.height);
  const fitting = HLS_LADDER.filter((r) => r.height <= short);
  if (fitting.length > 0) return fitting;
  return [{ ...HLS_LADDER[0]!, height: Math.max(2, short - (short % 2)) }];
}

/** The name of a rung's files and menu entry: 240p, 360p… */
export const rungName = (rung: Pick<Rung, "height">) => `${rung.height}p`;

/** The file names a transcode writes, and which the server serves (anything else is refused). */
export const HLS_FILE_RE = /^(master\.m3u8|[1-9][0-9]{0,3}p\.m3u8|[1-9][0-9]{0,3}p_init\.mp4|[1-9][0-9]{0,3}p_[0-9]{3,6}\.m4s)$/;

export function hlsContentType(file: string): string {
  if (file.endsWith(".m3u8")) return "application/vnd.apple.mpegurl";
  if (file.endsWith(".m4s")) return "video/iso.segment";
  return "video/mp4";
}

interface ProbeJson {
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { duration?: string };
}

/** ffprobe's JSON as SourceInfo; null without a video stream. A video turned by 90° has its sides swapped. */
export function parseSourceInfo(json: string): SourceInfo | null {
  let parsed: ProbeJson;
  try {
    parsed = JSON.parse(json) as ProbeJson;
  } catch {
    return null;
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic && s.width && s.height);
  if (!video) return null;
  const rotation = Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  const turned = Math.abs(rotation) % 180 === 90;
  const [num, den] = (video.avg_frame_rate ?? "").split("/").map(Number);
  const fps = num && den ? num / den : null;
  const duration = Number.parseFloat(parsed.format?.duration ?? "");
  return {
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    fps: fps && Number.isFinite(fps) ? fps : null,
  };
}

/** ffmpeg's arguments for the ladder, writing into the current directory (the caller's cwd). */
export function hlsArgs(input: string, source: SourceInfo, rungs: Rung[]): string[] {
  const landscape = source.width >= source.height;
  const fps = source.fps && source.fps > MAX_FPS + 1 ? `,fps=${MAX_FPS}` : "";
  const filters = [`[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join("")}`];
  rungs.forEach((rung, i) => {
    const scale = landscape ? `scale=-2:${rung.height}` : `scale=${rung.height}:-2`;
    filters.push(`[s${i}]${scale}:flags=bicubic,format=yuv420p${fps}[v${i}]`);
  });
  const args = ["-hide_banner", "-nostdin", "-y", "-v", "error", "-i", input, "-filter_complex", filters.join(";")];
  rungs.forEach((_, i) => args.push("-map", `[v${i}]`));
  if (source.hasAudio) rungs.forEach(() => args.push("-map", "0:a:0"));
  args.push(
    "-c:v", "libx264",
    "-preset", X264_PRESET,
    "-profile:v", "main",
    "-crf", "23",
    // A keyframe every segment's length, whatever the scenes: every rung cuts at the same times,
    // so a player can switch between them at any segment.
    "-force_key_frames", `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    "-sc_threshold", "0",
  );
  rungs.forEach((rung, i) => args.push(`-maxrate:v:${i}`, `${rung.videoKbps}k`, `-bufsize:v:${i}`, `${rung.videoKbps * 2}k`));
  if (source.hasAudio) {
    args.push("-c:a", "aac", "-ac", "2", "-ar", "44100");
    rungs.forEach((rung, i) => args.push(`-b:a:${i}`, `${rung.audioKbps}k`));
  }
  const streamMap = rungs.map((rung, i) => `v:${i}${source.hasAudio ? `,a:${i}` : ""},name:${rungName(rung)}`).join(" ");
  args.push(
    "-f", "hls",
    "-hls_time", String(HLS_SEGMENT_SECONDS),
    "-hls_playlist_type", "vod",
    "-hls_segment_type", "fmp4",
    "-hls_flags", "independent_segments",
    // ffmpeg 5.1 leaves %v as it is in the init file's name when there is one variant only.
    "-hls_fmp4_init_filename", rungs.length === 1 ? `${rungName(rungs[0]!)}_init.mp4` : "%v_init.mp4",
    "-hls_segment_filename", "%v_%03d.m4s",
    "-master_pl_name", "master.m3u8",
    "-var_stream_map", streamMap,
    "-progress", "pipe:1",
    "-stats_period", "1",
    "%v.m3u8",
  );
  return args;
}

/** The last position ffmpeg's -progress output reports, in seconds; null when it has none yet. */
export function progressSeconds(chunk: string): number | null {
  let last: number | null = null;
  for (const match of chunk.matchAll(/^out_time_us=(\d+)$/gm)) last = Number(match[1]) / 1e6;
  return last;
}

export type TranscodeOutcome =
  | { ok: true; files: string[]; rungs: Rung[] }
  /** ffmpeg refused the input (exit code, its last error lines) */
  | { ok: false; reason: "failed"; detail: string }
  /** it ran past `timeoutMs` and was killed */
  | { ok: false; reason: "timeout" }
  /** the caller's signal stopped it */
  | { ok: false; reason: "aborted" }
  /** no ffmpeg/ffprobe binary */
  | { ok: false; reason: "unavailable" };

export interface TranscodeOptions {
  ffmpegPath: string;
  ffprobePath: string;
  input: string;
  /** an empty directory the files are written into */
  outDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** 0–100 as ffmpeg moves through the source; called at most about once a second */
  onProgress?: (percent: number) => void;
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  missing: boolean;
  killed: "timeout" | "aborted" | null;
}

function runNiced(
  command: string,
  args: string[],
  options: { cwd?: string; timeoutMs: number; signal?: AbortSignal; onStdout?: (chunk: string) => void },
): Promise<Ran> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let killed: Ran["killed"] = null;
    let settled = false;
    const child = spawn(command, args, { cwd: options.cwd, stdio: ["ignore", "pipe", "pipe"] });
    const kill = (why: "timeout" | "aborted") => {
      killed ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill("timeout"), options.timeoutMs);
    const onAbort = () => kill("aborted");
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const finish = (code: number | null, missing = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve({ code, stdout, stderr, missing, killed });
    };
    if (child.pid) {
      try {
        os.setPriority(child.pid, TRANSCODE_NICE);
      } catch {
        // The process may already have ended; the priority is a courtesy, not a requirement.
      }
    }
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else if (stdout.length < 100_000) stdout += chunk;
    });
    // Only the end matters: ffmpeg's last lines say why it stopped.
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", () => finish(null, true));
    child.on("close", (code) => finish(code));
  });
}

/** What ffprobe says of the source; null when it is not a readable video. */
export async function probeSource(ffprobePath: string, input: string, signal?: AbortSignal): Promise<SourceInfo | "unavailable" | null> {
  const ran = await runNiced(
    ffprobePath,
    ["-v", "error", "-show_entries", "stream=codec_type,width,height,avg_frame_rate:stream_tags=rotate:stream_side_data=rotation:stream_disposition=attached_pic:format=duration", "-of", "json", input],
    { timeoutMs: 60_000, signal },
  );
  if (ran.missing) return "unavailable";
  if (ran.code !== 0) return null;
  return parseSourceInfo(ran.stdout);
}

/** Transcodes `input` into `outDir`; the files listed on success are names inside `outDir`. */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeOutcome> {
  const { input, outDir, signal } = options;
  const started = Date.now();
  const source = await probeSource(options.ffprobePath, input, signal);
  if (signal?.aborted) return { ok: false, reason: "aborted" };
  if (source === "unavailable") return { ok: false, reason: "unavailable" };
  if (!source) return { ok: false, reason: "failed", detail: "ffprobe found no video stream" };
  const rungs = ladderFor(source);
  let lastReport = 0;
  let lastPercent = -1;
  let pending = "";
  const ran = await runNiced(options.ffmpegPath, hlsArgs(path.resolve(input), source, rungs), {
    cwd: outDir,
    timeoutMs: Math.max(1, options.timeoutMs - (Date.now() - started)),
    signal,
    onStdout: (chunk) => {
      if (!options.onProgress || !source.durationSeconds) return;
      // Lines may arrive split across chunks: only whole lines are read.
      pending += chunk;
      const cut = pending.lastIndexOf("\n");
      if (cut < 0) return;
      const seconds = progressSeconds(pending.slice(0, cut));
      pending = pending.slice(cut + 1);
      if (seconds === null) return;
      // 99 at most until the files are all written and stored: 100 is for "ready".
      const percent = Math.min(99, Math.floor((seconds / source.durationSeconds) * 100));
      const now = Date.now();
      if (percent !== lastPercent && now - lastReport >= 900) {
        lastPercent = percent;
        lastReport = now;
        options.onProgress(percent);
      }
    },
  });
  if (ran.missing) return { ok: false, reason: "unavailable" };
  if (ran.killed) return { ok: false, reason: ran.killed };
  if (ran.code !== 0) return { ok: false, reason: "failed", detail: ran.stderr.trim().split("\n").slice(-3).join(" | ") || `ffmpeg exited with ${ran.code}` };
  const files = (await fs.readdir(outDir)).filter((f) => HLS_FILE_RE.test(f)).sort();
  if (!files.includes("master.m3u8")) return { ok: false, reason: "failed", detail: "ffmpeg wrote no master playlist" };
  return { ok: true, files, rungs };
}
