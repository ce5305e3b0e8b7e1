/**
 * A bounded queue of work in this process: at most `concurrency` tasks run at once, the rest wait
 * their turn in order. Video probing and thumbnails (ffprobe/ffmpeg) go through one, so a burst of
 * finished uploads cannot start a process per upload and starve the instance.
 */
export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running now */
  readonly active: number;
  /** tasks waiting for a turn */
  readonly waiting: number;
}

export function createWorkQueue(concurrency: number): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer, got ${concurrency}`);
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run(task) {
      if (active < concurrency) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
