/**
 * A video call that may only go through the TURN server: this project's app server hands out
 * coturn credentials (TURN_URLS, TURN_SECRET) with ICE_TRANSPORT_POLICY=relay, and the suite's
 * global setup runs coturn on 127.0.0.1. Both sides' selected candidate pair must be relayed, and
 * video must flow through it.
 */
import { expect, test } from "../fixtures.ts";
import { consultation, expectInCall, expectSeesAndHears, requireOrSkip, selectedPair } from "../rooms.ts";

test("video through the TURN relay: both sides' selected pair is relayed and video flows", async ({ page, browser }) => {
  requireOrSkip(process.env.E2E_TURN_MISSING);
  test.setTimeout(120_000);
  const { expert, bookingId, errors } = await consultation(page, browser, "video");
  const room = (await (await page.request.get(`/api/rooms/${bookingId}`)).json()) as { iceTransportPolicy: string; iceServers: { urls: string[]; username?: string }[] };
  expect(room.iceTransportPolicy).toBe("relay");
  expect(room.iceServers.some((s) => s.urls.some((u) => u.startsWith("turn:")) && s.username)).toBe(true);

  await page.goto(`/session/${bookingId}`);
  await expert.goto(`/session/${bookingId}`);
  await page.getByRole("button", { name: "Join now" }).click();
  await expert.getByRole("button", { name: "Join now" }).click();
  for (const p of [page, expert]) {
    await expectInCall(p);
    await expectSeesAndHears(p);
    const pair = await selectedPair(p);
    expect(pair).toMatchObject({ policy: "relay", local: "relay", remote: "relay" });
    // With the relay policy the browser gathers nothing else: no host address reaches the other side.
    expect(pair.localTypes).toEqual(["relay"]);
  }
  expect(errors).toEqual([]);
  await expert.context().close();
});
