import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue.ts";

describe("work queue", () => {
  it("runs at most the given number of tasks at once and the rest in order as places free up", async () => {
    const queue = createWorkQueue(2);
    const started: number[] = [];
    const finishers = new Map<number, () => void>();
    let running = 0;
    let most = 0;
    const results = Array.from({ length: 5 }, (_, i) =>
      queue.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finishers.set(i, resolve));
        running -= 1;
        return i * 10;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);

    finishers.get(1)!();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1, 2]);
    expect(queue.waiting).toBe(2);

    for (const i of [0, 2, 3, 4]) {
      await new Promise((r) => setTimeout(r, 10));
      finishers.get(i)?.();
    }
    await new Promise((r) => setTimeout(r, 10));
    for (const i of [3, 4]) finishers.get(i)?.();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
    expect(queue.active).toBe(0);
  });

  it("frees the place of a task that fails", async () => {
    const queue = createWorkQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(() => Promise.resolve("next"))).toBe("next");
    expect(queue.active).toBe(0);
  });
});
