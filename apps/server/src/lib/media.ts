/**
 * Video facts the browser cannot be trusted with: the real container type from the first bytes,
 * whether ffprobe finds a video stream in it and how long it is, and a JPEG thumbnail from ffmpeg.
 * Without the binaries probing answers "unavailable" and thumbnails false.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";

export interface VideoType {
  mimeType: string;
  extension: string;
}

/** Bytes needed by detectVideoType. */
export const SNIFF_BYTES = 16;

/** MP4/MOV ('ftyp' box at offset 4), AVI ('RIFF' .... 'AVI '), WebM/Matroska (EBML 1A 45 DF A3). */
export function detectVideoType(head: Uint8Array): VideoType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(4, 8) === "ftyp") {
    return ascii(8, 12) === "qt  " ? { mimeType: "video/quicktime", extension: "mov" } : { mimeType: "video/mp4", extension: "mp4" };
  }
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") {
    return { mimeType: "video/x-msvideo", extension: "avi" };
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { mimeType: "video/webm", extension: "webm" };
  }
  return null;
}

export async function readHead(file: string, bytes = SNIFF_BYTES): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What ffprobe says of a file: a video stream (and the duration in fractional seconds, when known),
 * no readable video stream at all, or nothing because ffprobe is not installed.
 */
export type ProbeResult = { kind: "video"; durationSeconds: number | null } | { kind: "not-video" } | { kind: "unavailable" };

export interface MediaTools {
  probe(file: string): Promise<ProbeResult>;
  /**
   * Writes a frame to `output`, at most 640 pixels wide, as WebP when `output` ends in .webp (about
   * a third smaller than JPEG at the same look) and as JPEG otherwise; false when no frame could be
   * taken (or this ffmpeg has no WebP encoder).
   */
  extractThumbnail(file: string, output: string, atSeconds: number): Promise<boolean>;
}

const TIMEOUT_MS = 30_000;

interface RunResult {
  code: number | null;
  stdout: string;
  /** the binary could not be started (not installed) */
  missing: boolean;
}

function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    let stdout = "";
    let settled = false;
    const finish = (code: number | null, missing = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout, missing });
    };
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      finish(null);
    }, TIMEOUT_MS);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (stdout.length < 100_000) stdout += chunk;
    });
    // ENOENT (binary missing) and the like: the tool is not there, which says nothing of the file.
    child.on("error", () => finish(null, true));
    child.on("close", (code) => finish(code));
  });
}

interface ProbeJson {
  streams?: Array<{ codec_type?: string; disposition?: { attached_pic?: number } }>;
  format?: { duration?: string };
}

/** ffprobe's JSON: a video stream that is not just a cover picture (as in an audio file), and the duration. */
export function parseProbe(json: string): ProbeResult {
  let parsed: ProbeJson;
  try {
    parsed = JSON.parse(json) as ProbeJson;
  } catch {
    return { kind: "not-video" };
  }
  const hasVideo = (parsed.streams ?? []).some((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  if (!hasVideo) return { kind: "not-video" };
  const seconds = Number.parseFloat(parsed.format?.duration ?? "");
  return { kind: "video", durationSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null };
}

export interface MediaToolsOptions {
  ffprobePath?: string;
  ffmpegPath?: string;
}

/** The binaries come from FFPROBE_PATH / FFMPEG_PATH (config.ts), which default to the names on PATH. */
export function createMediaTools(options: MediaToolsOptions = {}): MediaTools {
  const ffprobe = options.ffprobePath ?? "ffprobe";
  const ffmpeg = options.ffmpegPath ?? "ffmpeg";
  return {
    async probe(file) {
      const { code, stdout, missing } = await run(ffprobe, [
        "-v", "error",
        "-show_entries", "stream=codec_type:stream_disposition=attached_pic:format=duration",
        "-of", "json",
        file,
      ]);
      if (missing) return { kind: "unavailable" };
      // A non-zero exit (unreadable data behind a video header), a timeout or odd output: not a video.
      if (code !== 0) return { kind: "not-video" };
      return parseProbe(stdout);
    },
    async extractThumbnail(file, output, atSeconds) {
      const { code } = await run(ffmpeg, [
        "-v", "error", "-y",
        "-ss", String(Math.max(0, atSeconds)),
        "-i", file,
        "-frames:v", "1",
        "-vf", "scale='min(640,iw)':-2",
        ...(output.endsWith(".webp") ? ["-c:v", "libwebp", "-quality", "75"] : ["-q:v", "4"]),
        "-f", "image2",
        output,
      ]);
      if (code !== 0) return false;
      const info = await fs.stat(output).catch(() => null);
      return Boolean(info && info.size > 0);
    },
  };
}
