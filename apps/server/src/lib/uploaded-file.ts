/** What every raw-bytes upload needs: a display name from its X-File-Name header, and its bytes put into storage. */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage.ts";

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

/** Writes the bytes to a temporary file beside the storage root and moves them into storage under `key`. */
export async function storeBytes(storage: Storage, dataDir: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const tmpDir = path.join(dataDir, "tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${randomUUID()}.upload`);
  await fs.writeFile(tmp, bytes, { mode: 0o600 });
  try {
    await storage.putFile(key, tmp, contentType);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}
