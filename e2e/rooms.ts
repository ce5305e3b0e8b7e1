/**
 * What the consultation-room specs share: two people (the test's page is the client, a second
 * context the expert, possibly on another app instance) with a consultation open now, and reading
 * the call's state and its WebRTC stats.
 *
 * A consultation happening now comes from the test-only endpoint POST /api/test/consultation-now
 * (mounted only with TEST_HOOKS=true, as the e2e servers run): slots are 09:00–18:30 IST and must be in
 * the future, so the booking rules cannot make one at whatever hour the suite runs.
 */
import { devices, type Browser, type Page } from "@playwright/test";
import { expect, signUpViaApi, test, waitForAppOnNavigation } from "./fixtures.ts";

declare global {
  interface Window {
    __peerConnections: RTCPeerConnection[];
  }
}

/** Keeps every RTCPeerConnection the page makes, so the test can read its stats. */
async function watchPeerConnections(page: Page) {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    window.__peerConnections = [];
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        window.__peerConnections.push(this);
      }
    };
  });
}

/** Bytes received per media kind on the page's latest connection. */
export function inbound(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const pc = window.__peerConnections.at(-1);
    const totals: Record<string, number> = {};
    if (!pc) return totals;
    (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesReceived?: number }) => {
      if (s.type === "inbound-rtp" && s.kind) totals[s.kind] = (totals[s.kind] ?? 0) + (s.bytesReceived ?? 0);
    });
    return totals;
  });
}

/** The page's latest connection: its ICE policy, the types of its selected candidate pair, and of every local candidate. */
export function selectedPair(page: Page): Promise<{ policy?: string; local?: string; remote?: string; localTypes: string[] }> {
  return page.evaluate(async () => {
    const pc = window.__peerConnections.at(-1);
    if (!pc) return { localTypes: [] };
    const stats = new Map<string, Record<string, unknown>>();
    (await pc.getStats()).forEach((s: Record<string, unknown> & { id: string }) => stats.set(s.id, s));
    const all = [...stats.values()];
    const transport = all.find((s) => s.type === "transport" && s.selectedCandidatePairId);
    const pair = transport ? stats.get(transport.selectedCandidatePairId as string) : undefined;
    const type = (id: unknown) => (typeof id === "string" ? (stats.get(id)?.candidateType as string | undefined) : undefined);
    return {
      policy: pc.getConfiguration().iceTransportPolicy,
      local: type(pair?.localCandidateId),
      remote: type(pair?.remoteCandidateId),
      localTypes: [...new Set(all.filter((s) => s.type === "local-candidate").map((s) => String(s.candidateType)))],
    };
  });
}

async function secondPage(browser: Browser, baseURL: string, errors: string[]): Promise<Page> {
  const { defaultBrowserType: _ignored, ...pixel } = devices["Pixel 7"];
  const context = await browser.newContext({ ...pixel, baseURL, locale: "en-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block" });
  const page = waitForAppOnNavigation(await context.newPage());
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return page;
}

/**
 * A client (the test's page) and an expert (a second context, on `expertBaseURL`, by default the
 * same server) with a consultation of `type` open now.
 */
export async function consultation(
  page: Page,
  browser: Browser,
  type: "video" | "voice" | "chat",
  options: { startsInMinutes?: number; expertBaseURL?: string } = {},
) {
  const errors: string[] = [];
  const expertBaseURL = options.expertBaseURL ?? test.info().project.use.baseURL!;
  const expert = await secondPage(browser, expertBaseURL, errors);
  await watchPeerConnections(page);
  await watchPeerConnections(expert);
  const client = await signUpViaApi(page, "client");
  await signUpViaApi(expert, "expert", expertBaseURL);
  const res = await expert.request.post("/api/test/consultation-now", {
    data: { clientEmail: client.email, consultationType: type, startsInMinutes: options.startsInMinutes ?? -1 },
    headers: { origin: expertBaseURL },
  });
  expect(res.status()).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  return { expert, bookingId, errors };
}

export const peerState = (page: Page) => page.getByRole("status").locator("[data-peer-state]");

/** The call is up: "Connected", or "Poor connection" when a loaded machine delays the packets. */
export async function expectInCall(p: Page) {
  await expect(peerState(p)).toHaveAttribute("data-peer-state", /^(connected|poor)$/, { timeout: 20_000 });
}

/** The other person's video shows frames, and video and audio bytes keep arriving on the page's latest connection. */
export async function expectSeesAndHears(p: Page) {
  const remote = p.getByLabel(/'s video$/);
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await inbound(p);
  expect(first.video).toBeGreaterThan(0);
  expect(first.audio).toBeGreaterThan(0);
  await expect.poll(async () => (await inbound(p)).video ?? 0, { timeout: 10_000 }).toBeGreaterThan(first.video!);
}

/** A test that needs something this machine lacks: fails in CI, which must have it, and skips elsewhere. */
export function requireOrSkip(missing: string | undefined) {
  if (!missing) return;
  if (process.env.CI) throw new Error(`CI must run this test: ${missing}`);
  test.skip(true, missing);
}
