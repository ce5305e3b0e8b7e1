/**
 * File storage for uploaded media, addressed by keys such as doctor-videos/{user id}/{timestamp}.mp4.
 * Files live on local disk under DATA_DIR/storage, or in an S3 bucket when S3_BUCKET is set (the
 * AWS SDK is loaded only then).
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export interface ByteRange {
  start: number;
  /** inclusive */
  end: number;
}

export interface StoredObject {
  size: number;
}

export class KeyExistsError extends Error {
  constructor(key: string) {
    super(`storage key already exists: ${key}`);
  }
}

export interface Storage {
  readonly kind: "local" | "s3";
  /** Moves a local file into storage under `key`; throws KeyExistsError instead of overwriting. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or one inclusive range of them) as a web stream. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (a folder of files, such as a video's renditions). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are made by the server, but are still checked so that no key can leave the storage root. */
const KEY_RE = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export function assertKey(key: string): void {
  if (!KEY_RE.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "local",
    async putFile(key, sourcePath) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        // A hard link never replaces an existing file, so two uploads cannot overwrite each other.
        await fs.link(sourcePath, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "EEXIST") throw new KeyExistsError(key);
        if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw err;
        try {
          await fs.copyFile(sourcePath, target, fs.constants.COPYFILE_EXCL);
        } catch (copyErr) {
          if ((copyErr as NodeJS.ErrnoException).code === "EEXIST") throw new KeyExistsError(key);
          throw copyErr;
        }
      }
      await fs.rm(sourcePath, { force: true });
    },
    async stat(key) {
      try {
        const info = await fs.stat(resolve(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async read(key, range) {
      // Opened before the stream is made, so a missing file rejects here rather than midway through a response.
      const file = await fs.open(resolve(key));
      const stream = file.createReadStream(range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  /** for S3-compatible services (MinIO, R2…); path-style addressing is used with it */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The one method of the SDK's client this adapter uses; tests pass a fake. */
export interface S3Sender {
  send(command: object): Promise<unknown>;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(options: S3Options, client?: S3Sender): Storage {
  const sdk = import("@aws-sdk/client-s3");
  // Awaited by each call; this only keeps a failed import from being an unhandled rejection.
  sdk.catch(() => undefined);
  const sender: Promise<S3Sender> = client
    ? Promise.resolve(client)
    : sdk.then(
        ({ S3Client }) =>
          new S3Client({
            region: options.region,
            ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
            ...(options.accessKeyId && options.secretAccessKey
              ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
              : {}),
          }),
      );
  const Bucket = options.bucket;

  async function stat(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const { HeadObjectCommand } = await sdk;
    try {
      const head = (await (await sender).send(new HeadObjectCommand({ Bucket, Key: key }))) as { ContentLength?: number };
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    kind: "s3",
    async putFile(key, sourcePath, contentType) {
      assertKey(key);
      if (await stat(key)) throw new KeyExistsError(key);
      const { PutObjectCommand } = await sdk;
      const { size } = await fs.stat(sourcePath);
      await (await sender).send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType }),
      );
      await fs.rm(sourcePath, { force: true });
    },
    stat,
    async read(key, range) {
      assertKey(key);
      const { GetObjectCommand } = await sdk;
      const object = (await (await sender).send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      )) as { Body?: { transformToWebStream(): ReadableStream<Uint8Array> } };
      if (!object.Body) throw new Error(`empty S3 object: ${key}`);
      return object.Body.transformToWebStream();
    },
    async delete(key) {
      assertKey(key);
      const { DeleteObjectCommand } = await sdk;
      await (await sender).send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertKey(prefix);
      const { ListObjectsV2Command, DeleteObjectsCommand } = await sdk;
      const client = await sender;
      // A listing pages 1,000 keys at a time, and one DeleteObjects takes as many.
      for (;;) {
        const listed = (await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, MaxKeys: 1000 }))) as {
          Contents?: { Key?: string }[];
        };
        const keys = (listed.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
      }
    },
  };
}

/** S3 when a bucket is configured, otherwise local disk under DATA_DIR/storage. */
export function createStorage(config: {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, "storage"));
}
