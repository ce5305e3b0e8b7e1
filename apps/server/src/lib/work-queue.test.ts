import { describe, expect, it, vi } from "vitest";
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
    // Places are taken as tasks are handed in: the first two start at once, the rest wait.
    expect(started).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);

    finishers.get(1)!();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(2);

    // Each place freed goes to the next in order, never to more than two at once.
    for (const [finish, next] of [[0, 3], [2, 4]] as const) {
      finishers.get(finish)!();
      await vi.waitFor(() => expect(started.at(-1)).toBe(next));
      expect(queue.active).toBe(2);
    }
    for (const i of [3, 4]) finishers.get(i)!();
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
