/** Serving stored media with HTTP Range requests, so a video starts at once and can be seeked. */
import type { ByteRange, Storage } from "../../lib/storage.ts";

/**
 * The one range asked for, "unsatisfiable" for a range past the end, or null to send the whole
 * file (no header, a malformed one, or several ranges: a server may ignore Range).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

export async function mediaResponse(
  storage: Storage,
  key: string,
  mimeType: string,
  request: { method: string; range: string | undefined },
  /** A key names one upload forever, so its bytes never change: cached for a year unless said otherwise. */
  cacheControl = "public, max-age=31536000, immutable",
): Promise<Response | null> {
  const object = await storage.stat(key);
  if (!object) return null;
  const headers = new Headers({
    "Content-Type": mimeType,
    "Accept-Ranges": "bytes",
    "Content-Disposition": "inline",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": cacheControl,
  });
  const range = parseRange(request.range, object.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${object.size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : object.size;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
  // HEAD: the headers only, without opening the file.
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  return new Response(await storage.read(key, range ?? undefined), { status, headers });
}
