/**
 * Download my data (docs/product.md#download-my-data): from Profile the person asks for a copy, sees
 * it being prepared and then ready, and downloads a ZIP that opens and lists their booking. The
 * rules (only the owner, expiry, once a day, what is in it) are tested on the server
 * (apps/server/src/features/privacy/data-export.test.ts).
 */
import { readFile } from "node:fs/promises";
import yauzl from "yauzl";
import { DATA_EXPORT_MESSAGES as M } from "@expertconnect/shared/messages/data-export";
import { expect, SIGN_UP_CONSENT, test, uniqueEmail } from "../fixtures.ts";

/** The names and contents of a ZIP's entries. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("not a zip"));
      const entries = new Map<string, string>();
      zip.on("entry", (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
        }),
      );
      zip.on("end", () => resolve(entries));
      zip.readEntry();
    });
  });
}

test("a person asks for their data from Profile and downloads a ZIP that lists their booking", async ({ page, browser, baseURL, signedIn }) => {
  // An expert books a consultation with the person (the test-only endpoint), so there is a booking to find.
  const expert = await browser.newContext({ baseURL });
  const headers = { origin: baseURL! };
  expect((await expert.request.post("/api/auth/sign-up/email", { data: { email: uniqueEmail("export-expert"), password: "export-pass-1", name: "", ...SIGN_UP_CONSENT }, headers })).ok()).toBeTruthy();
  const booked = await expert.request.post("/api/test/consultation-now", { data: { clientEmail: signedIn.email, consultationType: "video", startsInMinutes: 60 }, headers });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };
  await expert.close();

  await page.goto("/profile");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: M.title }).click();
  await expect(page.getByRole("heading", { name: M.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: M.request }).click();
  await expect(page.getByText(M.requested)).toBeVisible();
  await expect(page.getByRole("button", { name: M.request })).toBeDisabled();

  const link = page.getByRole("link", { name: M.download });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`${M.ready} · `))).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^expertconnect-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await unzip(await readFile(await download.path()));
  const bookings = JSON.parse(zip.get("data/bookings.json")!) as { id: string; status: string }[];
  expect(bookings).toEqual([expect.objectContaining({ id: bookingId, status: "confirmed" })]);
  expect(JSON.parse(zip.get("data/account.json")!)).toEqual([expect.objectContaining({ email: signedIn.email })]);
});
