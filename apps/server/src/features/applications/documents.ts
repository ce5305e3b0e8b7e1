/**
 * Supporting documents: the type is read from the file's first bytes (its magic number), never from
 * its name or the Content-Type a client sends, and the file is kept in private storage.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DocumentType } from "@expertconnect/shared/constants";
import type { Storage } from "../../lib/storage.ts";

const SIGNATURES: Array<{ type: DocumentType; ext: string; bytes: number[] }> = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
];

/** PDF, PNG or JPEG by its first bytes; null for anything else. */
export function sniffDocument(bytes: Uint8Array): { type: DocumentType; ext: string } | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  return match ? { type: match.type, ext: match.ext } : null;
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
  name = name.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 200);
  return name || fallback;
}

/** Writes the bytes to a temporary file beside the storage root and moves them into storage. */
export async function storeDocument(storage: Storage, dataDir: string, userId: string, bytes: Uint8Array, sniffed: { type: DocumentType; ext: string }) {
  const key = `expert-documents/${userId}/${randomUUID()}.${sniffed.ext}`;
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
