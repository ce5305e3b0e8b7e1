/**
 * Video facts the browser cannot be trusted with: the real container type from the first bytes,
 * and the duration and a JPEG thumbnail from ffprobe/ffmpeg. Without those binaries (or when they
 * fail) extraction answers null and the upload goes on without them.
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

export interface MediaTools {
  /** Seconds (fractional), or null when unknown. */
  probeDuration(file: string): Promise<number | null>;
  /** Writes a JPEG frame to `output`; false when no frame could be taken. */
  extractThumbnail(file: string, output: string, atSeconds: number): Promise<boolean>;
}

const TIMEOUT_MS = 30_000;

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    let stdout = "";
    let settled = false;
    const finish = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout });
    };
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      finish(null);
    }, TIMEOUT_MS);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (stdout.length < 10_000) stdout += chunk;
    });
    // ENOENT (binary missing) and the like: treated as "could not extract".
    child.on("error", () => finish(null));
    child.on("close", (code) => finish(code));
  });
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
    async probeDuration(file) {
      const { code, stdout } = await run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", file]);
      const seconds = Number.parseFloat(stdout.trim());
      if (code !== 0 || !Number.isFinite(seconds) || seconds < 0) return null;
      return seconds;
    },
    async extractThumbnail(file, output, atSeconds) {
      const { code } = await run(ffmpeg, [
        "-v", "error", "-y",
        "-ss", String(Math.max(0, atSeconds)),
        "-i", file,
        "-frames:v", "1",
        "-vf", "scale='min(640,iw)':-2",
        "-q:v", "4",
        "-f", "image2",
        output,
      ]);
      if (code !== 0) return false;
      const info = await fs.stat(output).catch(() => null);
      return Boolean(info && info.size > 0);
    },
  };
}
