import { describe, expect, it } from "vitest";
import { tokenBucket } from "./browser-socket.ts";

describe("a socket's token bucket", () => {
  it("allows a burst, then as many as refill per second, never more than the burst", () => {
    let t = 0;
    const take = tokenBucket(3, 2, () => t);
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
    t += 500; // one token back
    expect([take(), take()]).toEqual([true, false]);
    t += 60_000; // a long pause refills to the burst, not beyond
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
  });
});
