/** Supporting documents of an application: PDF, PNG or JPEG by their bytes, kept in private storage. */
import { DOCUMENT_TYPES, type DocumentType } from "@expertconnect/shared/constants";
import type { Storage } from "../../lib/storage.ts";
import { sniffFile, storeUpload, type Sniffed } from "../../lib/uploaded-files.ts";

/** PDF, PNG or JPEG by its first bytes; null for anything else. */
export function sniffDocument(bytes: Uint8Array): Sniffed<DocumentType> | null {
  return sniffFile(bytes, DOCUMENT_TYPES);
}

export function storeDocument(storage: Storage, dataDir: string, userId: string, bytes: Uint8Array, sniffed: Sniffed<DocumentType>) {
  return storeUpload(storage, dataDir, "expert-documents", userId, bytes, sniffed);
}
