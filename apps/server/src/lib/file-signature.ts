/**
 * The type of an uploaded file read from its first bytes (its magic number), never from its name or
 * the Content-Type a client sends. Used by application documents and message attachments.
 */
export interface Sniffed<T extends string = string> {
  type: T;
  ext: string;
}

/** `null` in a signature matches any byte (WebP's RIFF size field). */
const SIGNATURES: Array<{ type: string; ext: string; bytes: Array<number | null> }> = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
  // RIFF, four bytes of size, WEBP
  { type: "image/webp", ext: "webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The file's type when it is one of `allowed`, else null. */
export function sniffFile<T extends string>(bytes: Uint8Array, allowed: readonly T[]): Sniffed<T> | null {
  const match = SIGNATURES.find((s) => (allowed as readonly string[]).includes(s.type) && s.bytes.length <= bytes.length && s.bytes.every((b, i) => b === null || bytes[i] === b));
  return match ? { type: match.type as T, ext: match.ext } : null;
}
