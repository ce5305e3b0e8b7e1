/**
 * Files people upload (expert documents, medical records): the type is read from the file's first
 * bytes (its magic number), never from its name or the Content-Type a client sends, and the file
 * is kept in private storage under a key the server makes.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage.ts";

export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

export interface Sniffed<T extends SniffedType = SniffedType> {
  type: T;
  ext: string;
}

/** `null` in a signature matches any byte (WebP's RIFF length). */
const SIGNATURES: Array<{ type: SniffedType; ext: string; bytes: Array<number | null> }> = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
  // RIFF....WEBP
  { type: "image/webp", ext: "webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The file's type by its first bytes when it is one of `allowed`; null for anything else. */
export function sniffFile<T extends SniffedType>(bytes: Uint8Array, allowed: readonly T[]): Sniffed<T> | null {
  const match = SIGNATURES.find((s) => (allowed as readonly SniffedType[]).includes(s.type) && s.bytes.every((b, i) => b === null || bytes[i] === b));
  return match ? { type: match.type as T, ext: match.ext } : null;
}

/** A display name from the X-File-Name header: its last path part, printable, at most 200 characters. */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // kept as sent
  }
  name = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  name = [...name].slice(0, 200).join("");
  return name || fallback;
}

/** Writes the bytes to a temporary file beside the storage root and moves them into storage under `{prefix}/{user id}/{uuid}.{ext}`. */
export async function storeUpload(storage: Storage, dataDir: string, prefix: string, userId: string, bytes: Uint8Array, sniffed: Sniffed) {
  const key = `${prefix}/${userId}/${randomUUID()}.${sniffed.ext}`;
  const tmpDir = path.join(dataDir, "tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${randomUUID()}.upload`);
  await fs.writeFile(tmp, bytes, { mode: 0o600 });
  try {
    await storage.putFile(key, tmp, sniffed.type);
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return key;
}

/** Content-Disposition for a download, the name in RFC 5987 form so any script survives. */
export const attachment = (fileName: string) => `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
