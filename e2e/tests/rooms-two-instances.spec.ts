/**
 * A consultation whose two people are on different app instances sharing one PostgreSQL database:
 * the client's browser talks to one server, the expert's to another, and everything between them
 * (presence, signalling, chat) crosses through the database's LISTEN/NOTIFY bus.
 */
import { expect, test } from "../fixtures.ts";
import { consultation, expectInCall, expectSeesAndHears, requireOrSkip } from "../rooms.ts";
import { E2E_DATABASE_URL, PORTS, serverUrl } from "../servers.ts";

test("client on one instance, expert on another: the call connects and chat goes both ways", async ({ page, browser }) => {
  requireOrSkip(E2E_DATABASE_URL ? undefined : "set E2E_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database for the two instances");
  test.setTimeout(120_000);
  const other = serverUrl(PORTS.postgresB);
  expect(other).not.toBe(test.info().project.use.baseURL);
  const { expert, bookingId, errors } = await consultation(page, browser, "video", { expertBaseURL: other });

  await page.goto(`/session/${bookingId}`);
  await page.getByRole("button", { name: "Join now" }).click();
  await expect(page.getByRole("status")).toHaveText(/Waiting for Dr\. Test .* to join/);
  await expert.goto(`/session/${bookingId}`);
  expect(new URL(expert.url()).port).toBe(String(PORTS.postgresB));
  await expert.getByRole("button", { name: "Join now" }).click();
  for (const p of [page, expert]) {
    await expectInCall(p);
    await expectSeesAndHears(p);
  }

  await page.getByLabel("Message").fill("Hello from the first instance.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(expert.getByText("Hello from the first instance.")).toBeVisible();
  await expert.getByLabel("Message").fill("Answered from the second.");
  await expert.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Answered from the second.")).toBeVisible();

  // Hanging up on one instance is seen on the other.
  await expert.getByRole("button", { name: "Hang up" }).click();
  await expect(page.getByRole("status")).toHaveText(/Waiting for Dr\. Test .* to join/);
  expect(errors).toEqual([]);
  await expert.context().close();
});
