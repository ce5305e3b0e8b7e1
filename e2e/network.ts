/**
 * The page's requests in flight, counted from `watchRequests` on, and a wait for the network to go
 * quiet. Playwright's "networkidle" waits 500 ms, once, at load; the browser suite waits again after
 * the app has started, and for as long as each check needs.
 */
import type { Page, Request } from "@playwright/test";

interface Watch {
  pending: Set<Request>;
  /** when a request last started or ended */
  lastActivity: number;
}

const watches = new WeakMap<Page, Watch>();

/** Starts counting the page's requests in flight; call it before the page's first goto. */
export function watchRequests(page: Page) {
  const watch: Watch = { pending: new Set(), lastActivity: Date.now() };
  const ended = (r: Request) => {
    watch.pending.delete(r);
    watch.lastActivity = Date.now();
  };
  page.on("request", (r) => {
    watch.pending.add(r);
    watch.lastActivity = Date.now();
  });
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  watches.set(page, watch);
}

/** Waits until no request has been in flight for `quietMs`; false if that did not come within `timeoutMs`. */
export async function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<boolean> {
  const watch = watches.get(page);
  if (!watch) throw new Error("call watchRequests(page) before the first page.goto");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (watch.pending.size === 0 && Date.now() - watch.lastActivity >= quietMs) return true;
    await page.waitForTimeout(25);
  }
  return false;
}
