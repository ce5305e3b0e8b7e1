import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectVideoType } from "../../lib/media.ts";
import { createLocalStorage, createS3Storage, KeyExistsError } from "../../lib/storage.ts";
import { parseRange } from "./feed.media.ts";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("video type from the first bytes", () => {
  it("knows MP4, MOV, AVI and WebM, and nothing else", () => {
    expect(detectVideoType(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toEqual({ mimeType: "video/mp4", extension: "mp4" });
    expect(detectVideoType(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0]))).toEqual({ mimeType: "video/quicktime", extension: "mov" });
    expect(detectVideoType(bytes("RIFF", [1, 2, 3, 4], "AVI LIST"))).toEqual({ mimeType: "video/x-msvideo", extension: "avi" });
    expect(detectVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toEqual({ mimeType: "video/webm", extension: "webm" });
    expect(detectVideoType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(detectVideoType(bytes("<html><body>hi</body>"))).toBeNull();
    expect(detectVideoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(detectVideoType(new Uint8Array())).toBeNull();
  });
});

describe("Range header", () => {
  it("reads one range and refuses ranges past the end", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    // Malformed or several ranges: the whole file is sent instead.
    expect(parseRange("bytes=5-1", 100)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
  });
});

describe("local storage", () => {
  it("moves files in, never overwrites, reads ranges and refuses keys that leave its folder", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"));
    try {
      const storage = createLocalStorage(path.join(root, "storage"));
      const source = path.join(root, "in.bin");
      await fs.writeFile(source, "0123456789");
      await storage.putFile("doctor-videos/u1/1.mp4", source, "video/mp4");
      await expect(fs.stat(source)).rejects.toThrow();
      expect(await storage.stat("doctor-videos/u1/1.mp4")).toEqual({ size: 10 });
      expect(await new Response(await storage.read("doctor-videos/u1/1.mp4", { start: 2, end: 4 })).text()).toBe("234");

      await fs.writeFile(source, "other");
      await expect(storage.putFile("doctor-videos/u1/1.mp4", source, "video/mp4")).rejects.toBeInstanceOf(KeyExistsError);
      expect(await new Response(await storage.read("doctor-videos/u1/1.mp4")).text()).toBe("0123456789");

      await expect(storage.stat("doctor-videos/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
      await storage.delete("doctor-videos/u1/1.mp4");
      expect(await storage.stat("doctor-videos/u1/1.mp4")).toBeNull();
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe("S3 storage", () => {
  it("puts, heads, reads ranges of and deletes objects in the bucket", async () => {
    const sent: Array<{ command: string; input: Record<string, unknown> }> = [];
    const objects = new Map<string, string>();
    const fake = {
      async send(command: object) {
        const name = command.constructor.name;
        const input = (command as { input: Record<string, unknown> }).input;
        sent.push({ command: name, input });
        const key = String(input.Key);
        if (name === "HeadObjectCommand") {
          if (!objects.has(key)) throw Object.assign(new Error("not found"), { name: "NotFound" });
          return { ContentLength: objects.get(key)!.length };
        }
        if (name === "PutObjectCommand") {
          objects.set(key, await new Response(input.Body as never).text());
          return {};
        }
        if (name === "GetObjectCommand") {
          const [, start, end] = /bytes=(\d+)-(\d+)/.exec(String(input.Range)) ?? [];
          const text = objects.get(key)!;
          const part = start === undefined ? text : text.slice(Number(start), Number(end) + 1);
          return { Body: { transformToWebStream: () => new Response(part).body! } };
        }
        if (name === "DeleteObjectCommand") objects.delete(key);
        if (name === "ListObjectsV2Command") {
          const keys = [...objects.keys()].filter((k) => k.startsWith(String(input.Prefix))).slice(0, Number(input.MaxKeys));
          return { Contents: keys.map((Key) => ({ Key })) };
        }
        if (name === "DeleteObjectsCommand") for (const o of (input.Delete as { Objects: { Key: string }[] }).Objects) objects.delete(o.Key);
        return {};
      },
    };
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "s3-test-"));
    try {
      const storage = createS3Storage({ bucket: "media", region: "ap-south-1" }, fake);
      const source = path.join(root, "clip.mp4");
      await fs.writeFile(source, "abcdefghij");
      await storage.putFile("doctor-videos/u1/2.mp4", source, "video/mp4");
      await expect(fs.stat(source)).rejects.toThrow();
      const put = sent.find((s) => s.command === "PutObjectCommand")!;
      expect(put.input).toMatchObject({ Bucket: "media", Key: "doctor-videos/u1/2.mp4", ContentType: "video/mp4", ContentLength: 10 });

      expect(await storage.stat("doctor-videos/u1/2.mp4")).toEqual({ size: 10 });
      expect(await storage.stat("doctor-videos/u1/none.mp4")).toBeNull();
      expect(await new Response(await storage.read("doctor-videos/u1/2.mp4", { start: 3, end: 5 })).text()).toBe("def");
      expect(sent.find((s) => s.command === "GetObjectCommand")!.input.Range).toBe("bytes=3-5");

      await fs.writeFile(source, "again");
      await expect(storage.putFile("doctor-videos/u1/2.mp4", source, "video/mp4")).rejects.toBeInstanceOf(KeyExistsError);
      await storage.delete("doctor-videos/u1/2.mp4");
      expect(await storage.stat("doctor-videos/u1/2.mp4")).toBeNull();

      // A video's renditions are a folder of files, removed together (and only that folder).
      for (const name of ["master.m3u8", "240p.m3u8", "240p_000.m4s"]) {
        await fs.writeFile(source, name);
        await storage.putFile(`doctor-videos/u1/hls-0123456789abcdef/${name}`, source, "application/octet-stream");
      }
      await fs.writeFile(source, "kept");
      await storage.putFile("doctor-videos/u1/hls-0123456789abcdef0.mp4", source, "video/mp4");
      await storage.deletePrefix("doctor-videos/u1/hls-0123456789abcdef");
      expect([...objects.keys()]).toEqual(["doctor-videos/u1/hls-0123456789abcdef0.mp4"]);
      expect(sent.find((s) => s.command === "ListObjectsV2Command")!.input).toMatchObject({ Bucket: "media", Prefix: "doctor-videos/u1/hls-0123456789abcdef/" });
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
