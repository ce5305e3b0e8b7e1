/**
 * Consultation rooms with two people in two browser contexts: a video call both ways (frames and
 * bytes arriving), mute seen on the other side, hang up and rejoin, a voice call with audio only,
 * chat both ways, and the room shut to a third person and to a signed-out visitor.
 *
 * A consultation happening now comes from the test-only endpoint POST /api/test-support/consultation-now
 * (mounted only with NODE_ENV=test, as the e2e servers run): slots are 09:00–18:30 IST and must be in
 * the future, so the booking rules cannot make one at whatever hour the suite runs.
 */
import { devices, type Browser, type Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures.ts";

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
function inbound(page: Page): Promise<Record<string, number>> {
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

async function secondPage(browser: Browser, errors: string[]): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const { defaultBrowserType: _ignored, ...pixel } = devices["Pixel 7"];
  const context = await browser.newContext({ ...pixel, baseURL, locale: "en-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return page;
}

/** A client (the test's page) and an expert (a second context) with a consultation of `type` open now. */
async function consultation(page: Page, browser: Browser, type: "video" | "voice" | "chat", startsInMinutes = -1) {
  const errors: string[] = [];
  const expert = await secondPage(browser, errors);
  await watchPeerConnections(page);
  await watchPeerConnections(expert);
  const client = await signUpViaApi(page, "client");
  await signUpViaApi(expert, "expert");
  const res = await expert.request.post("/api/test-support/consultation-now", {
    data: { clientEmail: client.email, consultationType: type, startsInMinutes },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status()).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  return { expert, bookingId, errors };
}

const peerState = (page: Page) => page.getByRole("status").locator("[data-peer-state]");

test.describe("Consultation rooms", () => {
  // Rejoining after a hang-up can cross the two sides' offers; the page recovers by restarting the
  // connection after 8 s, which a loaded machine can push past the test's wait. Known, and kept
  // visible by retries rather than hidden by a skip.
  test.describe.configure({ retries: 2 });
  test("video: both see and hear each other; mute shows on the other side; hang up and rejoin", async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Starting in 5 minutes: still under Upcoming, and its room already open.
    const { expert, bookingId, errors } = await consultation(page, browser, "video", 5);
    await page.goto("/bookings");
    await page.getByRole("link", { name: "Join Session" }).click();
    await expect(page).toHaveURL(new RegExp(`/session/${bookingId}$`));
    await page.getByRole("button", { name: "Join now" }).click();
    await expect(peerState(page)).toHaveText(/Waiting for Dr\. Test .* to join/);
    await expert.goto(`/session/${bookingId}`);
    await expert.getByRole("button", { name: "Join now" }).click();

    for (const p of [page, expert]) {
      await expect(peerState(p)).toHaveText("Connected", { timeout: 20_000 });
      const remote = p.getByLabel(/'s video$/);
      await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
      const first = await inbound(p);
      expect(first.video).toBeGreaterThan(0);
      expect(first.audio).toBeGreaterThan(0);
      await expect.poll(async () => (await inbound(p)).video ?? 0, { timeout: 10_000 }).toBeGreaterThan(first.video!);
    }

    await page.getByRole("button", { name: "Mute" }).click();
    await expect(expert.getByText("Your client is muted")).toBeVisible();
    await page.getByRole("button", { name: "Unmute" }).click();
    await expect(expert.getByText("Your client is muted")).toBeHidden();
    await expert.getByRole("button", { name: "Camera off" }).click();
    await expect(page.getByText(/Dr\. Test .*'s camera is off/)).toBeVisible();

    await page.getByRole("button", { name: "Hang up" }).click();
    await expect(page.getByText("You left the session")).toBeVisible();
    await expect(peerState(expert)).toHaveText("Waiting for Your client to join…");
    await page.getByRole("button", { name: "Rejoin" }).click();
    await expect(peerState(page)).toHaveText("Connected", { timeout: 20_000 });
    await expect(peerState(expert)).toHaveText("Connected", { timeout: 20_000 });
    await expect.poll(() => page.getByLabel(/'s video$/).evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await expert.context().close();
  });

  test("voice: the call carries audio only", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const { expert, bookingId, errors } = await consultation(page, browser, "voice");
    await page.goto(`/session/${bookingId}`);
    await expert.goto(`/session/${bookingId}`);
    await page.getByRole("button", { name: "Join now" }).click();
    await expert.getByRole("button", { name: "Join now" }).click();
    for (const p of [page, expert]) {
      await expect(peerState(p)).toHaveText("Connected", { timeout: 20_000 });
      await expect.poll(async () => (await inbound(p)).audio ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(Object.keys(await inbound(p))).toEqual(["audio"]);
      await expect(p.locator("video")).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "Camera off" })).toHaveCount(0);
    expect(errors).toEqual([]);
    await expert.context().close();
  });

  test("chat: messages go both ways and are kept", async ({ page, browser }) => {
    const { expert, bookingId, errors } = await consultation(page, browser, "chat");
    await page.goto(`/session/${bookingId}`);
    await expert.goto(`/session/${bookingId}`);
    await page.getByRole("button", { name: "Join now" }).click();
    await expert.getByRole("button", { name: "Join now" }).click();
    await expect(peerState(page)).toHaveText("Connected");
    await page.getByLabel("Message").fill("Hello doctor, I have a question.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(expert.getByText("Hello doctor, I have a question.")).toBeVisible();
    await expert.getByLabel("Message").fill("Go ahead.");
    await expert.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Go ahead.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");
    await page.reload();
    await page.getByRole("button", { name: "Join now" }).click();
    await expect(page.getByText("Hello doctor, I have a question.")).toBeVisible();
    await expect(page.getByText("Go ahead.")).toBeVisible();
    expect(errors).toEqual([]);
    await expert.context().close();
  });

  test("a third person and a signed-out visitor cannot enter", async ({ page, browser }) => {
    const { expert, bookingId } = await consultation(page, browser, "video");
    await expert.context().clearCookies();
    await signUpViaApi(expert, "third");
    await expert.goto(`/session/${bookingId}`);
    await expect(expert.getByText("Session not found")).toBeVisible();
    await expect(expert.getByRole("button", { name: "Join now" })).toHaveCount(0);
    await expert.context().clearCookies();
    await expert.goto(`/session/${bookingId}`);
    await expect(expert.getByText("Sign in to join your session")).toBeVisible();
    await expert.context().close();
  });
});
