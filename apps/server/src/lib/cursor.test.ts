import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { compareCursors, decodeNumberCursor, decodeTimeCursor, encodeCursor } from "./cursor.ts";

const ID = "0b6f1f7e-6f5e-4c47-9a43-3f1b2c7d9e10";
const raw = (text: string) => Buffer.from(text).toString("base64url");

describe("one cursor format", () => {
  it("round-trips times (milli- and microseconds) and numbers", () => {
    for (const at of ["2026-01-05T04:30:00.123Z", "2026-01-05T04:30:00.123456Z", "2024-02-29T23:59:59.999Z"]) {
      expect(decodeTimeCursor(encodeCursor(at, ID))).toEqual({ key: at, id: ID });
    }
    expect(decodeNumberCursor(encodeCursor(4.5, ID), { min: 0, max: 5 })).toEqual({ key: 4.5, id: ID });
    expect(decodeNumberCursor(encodeCursor(0, ID), { min: 0, max: 5 })).toEqual({ key: 0, id: ID });
  });

  it("reads the older '_'-separated cursors of bookings and experts", () => {
    expect(decodeTimeCursor(raw(`2026-01-05T04:30:00.123Z_${ID}`))).toEqual({ key: "2026-01-05T04:30:00.123Z", id: ID });
    expect(decodeNumberCursor(raw(`4.5_${ID}`), { min: 0, max: 5 })).toEqual({ key: 4.5, id: ID });
  });

  it.each([
    ["30 February", `2026-02-30T00:00:00.000Z|${ID}`],
    ["29 February of a common year", `2025-02-29T00:00:00.000Z|${ID}`],
    ["year 0000", `0000-01-01T00:00:00.000Z|${ID}`],
    ["month 13", `2026-13-01T00:00:00.000Z|${ID}`],
    ["hour 24", `2026-01-01T24:00:00.000Z|${ID}`],
    ["minute 60", `2026-01-01T10:60:00.000Z|${ID}`],
    ["no fraction", `2026-01-01T10:00:00Z|${ID}`],
    ["an offset", `2026-01-01T10:00:00.000+05:30|${ID}`],
    ["a non-uuid id", "2026-01-01T10:00:00.000Z|42"],
    ["a third part", `2026-01-01T10:00:00.000Z|${ID}|x`],
    ["nothing", ""],
  ])("refuses a time cursor with %s", (_, text) => {
    expect(decodeTimeCursor(raw(text))).toBeNull();
  });

  it("refuses numbers out of range or not plain", () => {
    for (const n of ["5.5", "-1", "1e0", "NaN", "Infinity", " 4", "0x4"]) {
      expect(decodeNumberCursor(raw(`${n}|${ID}`), { min: 0, max: 5 })).toBeNull();
    }
    expect(decodeTimeCursor("not base64 !")).toBeNull();
    expect(decodeTimeCursor("a".repeat(300))).toBeNull();
  });

  it("orders positions by key, then id", () => {
    const a = { key: "2026-01-01T00:00:00.000Z", id: ID };
    expect(compareCursors(a, { ...a, key: "2026-01-02T00:00:00.000Z" })).toBe(-1);
    expect(compareCursors(a, { ...a, id: "ffffffff-6f5e-4c47-9a43-3f1b2c7d9e10" })).toBe(-1);
    expect(compareCursors(a, { ...a })).toBe(0);
    expect(compareCursors({ key: 4.5, id: ID }, { key: 3, id: ID })).toBe(1);
  });
});

describe("crafted cursors get 400, never a 500", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["30 February", `2026-02-30T00:00:00.000Z|${ID}`],
    ["year 0000", `0000-01-01T00:00:00.000Z|${ID}`],
    ["year 0000 with microseconds", `0000-01-01T00:00:00.000000Z|${ID}`],
    ["a non-uuid id", "2026-01-01T10:00:00.000Z|not-a-uuid"],
  ])("on every paginated list: %s", async (_, text) => {
    const client = new TestClient(server.url);
    await client.register(`cursor${Math.random().toString(36).slice(2)}@example.in`);
    const cursor = raw(text);
    for (const path of [
      `/api/feed?cursor=${cursor}`,
      `/api/doubts?cursor=${cursor}`,
      `/api/doubts/${ID}/answers?cursor=${cursor}`,
      `/api/bookings?tab=upcoming&cursor=${cursor}`,
      `/api/experts?category=medical&cursor=${raw(text.replace(/^[^|]*/, "9.9"))}`,
    ]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, path).toMatch(/cursor/i);
    }
  });
});
