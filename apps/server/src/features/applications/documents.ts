/**
 * Supporting documents: the type is read from the file's first bytes (its magic number), never from
 * its name or the Content-Type a client sends, and the file is kept in private storage.
 */
import { randomUUID } from "node:crypto";
import { DOCUMENT_TYPES, type DocumentType } from "@expertconnect/shared/constants";
import { sniffFile } from "../../lib/file-signature.ts";
import type { Storage } from "../../lib/storage.ts";
import { storeBytes } from "../../lib/uploaded-file.ts";

/** PDF, PNG or JPEG by its first bytes; null for anything else. */
export function sniffDocument(bytes: Uint8Array): { type: DocumentType; ext: string } | null {
  return sniffFile(bytes, DOCUMENT_TYPES);
}

/** Writes the document into private storage under a new key, which it returns. */
export async function storeDocument(storage: Storage, dataDir: string, userId: string, bytes: Uint8Array, sniffed: { type: DocumentType; ext: string }) {
  const key = `expert-documents/${userId}/${randomUUID()}.${sniffed.ext}`;
  await storeBytes(storage, dataDir, key, bytes, sniffed.type);
  return key;
}
