/**
 * Consultation rooms with two people in two browser contexts: a video call both ways (frames and
 * bytes arriving), mute seen on the other side, hang up and rejoin, a voice call with audio only,
 * chat both ways, and the room shut to a third person and to a signed-out visitor. The hang-up and
 * rejoin runs without retries: both sides must start a fresh connection at once.
 */
import { expect, signUpViaApi, test } from "../fixtures.ts";
import { consultation, expectInCall, expectSeesAndHears, inbound, peerState } from "../rooms.ts";

test.describe("Consultation rooms", () => {
  test("video: both see and hear each other; mute shows on the other side; hang up and rejoin", async ({ page, browser }) => {
    // Two call set-ups and a dozen steps: a loaded 2-core machine needs more than the default.
    test.setTimeout(150_000);
    // Starting in 5 minutes: still under Upcoming, and its room already open.
    const { expert, bookingId, errors } = await consultation(page, browser, "video", { startsInMinutes: 5 });
    await page.goto("/bookings");
    await page.getByRole("link", { name: "Join Session" }).click();
    await expect(page).toHaveURL(new RegExp(`/session/${bookingId}$`));
    await page.getByRole("button", { name: "Join now" }).click();
    await expect(peerState(page)).toHaveText(/Waiting for Dr\. Test .* to join/);
    await expert.goto(`/session/${bookingId}`);
    await expert.getByRole("button", { name: "Join now" }).click();

    for (const p of [page, expert]) {
      await expectInCall(p);
      await expectSeesAndHears(p);
    }

    await page.getByRole("button", { name: "Mute" }).click();
    await expect(expert.getByText("Your client is muted")).toBeVisible();
    await page.getByRole("button", { name: "Unmute" }).click();
    await expect(expert.getByText("Your client is muted")).toBeHidden();
    await expert.getByRole("button", { name: "Camera off" }).click();
    await expect(page.getByText(/Dr\. Test .*'s camera is off/)).toBeVisible();
    await expert.getByRole("button", { name: "Camera on" }).click();
    await expect(page.getByText(/Dr\. Test .*'s camera is off/)).toBeHidden();

    // Hang up and rejoin: both sides start a fresh connection, at once and without a retry.
    await page.getByRole("button", { name: "Hang up" }).click();
    await expect(page.getByText("You left the session")).toBeVisible();
    await expect(peerState(expert)).toHaveText("Waiting for Your client to join…");
    const before = await page.evaluate(() => window.__peerConnections.length);
    await page.getByRole("button", { name: "Rejoin" }).click();
    for (const p of [page, expert]) {
      await expectInCall(p);
      await expectSeesAndHears(p);
    }
    expect(await page.evaluate(() => window.__peerConnections.length)).toBe(before + 1);
    expect(errors).toEqual([]);
    await expert.context().close();
  });

  test("voice: the call carries audio only", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { expert, bookingId, errors } = await consultation(page, browser, "voice");
    await page.goto(`/session/${bookingId}`);
    await expert.goto(`/session/${bookingId}`);
    await page.getByRole("button", { name: "Join now" }).click();
    await expert.getByRole("button", { name: "Join now" }).click();
    for (const p of [page, expert]) {
      await expectInCall(p);
      await expect.poll(async () => (await inbound(p)).audio ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(Object.keys(await inbound(p))).toEqual(["audio"]);
      await expect(p.locator("video")).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "Camera off" })).toHaveCount(0);
    expect(errors).toEqual([]);
    await expert.context().close();
  });

  test("chat: messages go both ways and are kept", async ({ page, browser }) => {
    test.setTimeout(90_000);
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
    test.setTimeout(60_000);
    const { expert, bookingId } = await consultation(page, browser, "video");
    await expert.context().clearCookies();
    await signUpViaApi(expert, "third");
    await expert.goto(`/session/${bookingId}`);
    await expect(expert.getByText("Session not found")).toBeVisible({ timeout: 15_000 });
    await expect(expert.getByRole("button", { name: "Join now" })).toHaveCount(0);
    await expert.context().clearCookies();
    await expert.goto(`/session/${bookingId}`);
    await expect(expert.getByText("Sign in to join your session")).toBeVisible({ timeout: 15_000 });
    await expert.context().close();
  });
});
