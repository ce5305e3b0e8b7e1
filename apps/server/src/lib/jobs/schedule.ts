/**
 * Jobs that run at a set time (the nightly likes recount, the weekly payouts): every instance asks
 * the queue now and every hour for the next run, under a singleton key, so one job waits per run
 * however many instances ask, and a new instance or a lost job is caught up within the hour.
 */
import type { Logger } from "../logger.ts";

/** Calls `schedule` now and every `everyMs`; a failure is logged as `failure`. Stopped by the process entry. */
export function scheduleEveryHour(schedule: () => Promise<void>, logger: Logger, failure: string, everyMs = 60 * 60 * 1000): { stop(): void } {
  const run = () => void schedule().catch((err: unknown) => logger.warn({ err }, failure));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
