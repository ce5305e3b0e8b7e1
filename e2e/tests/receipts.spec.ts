/**
 * Receipts and statements as people get them: a client downloads the receipt of a paid booking
 * from My Bookings (a real PDF with the amount), and the expert, once the fee is released,
 * downloads the month's earnings statement as CSV from the wallet, with the consultation in it.
 */
import { inflateSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { expect, personContext, signUpViaApi, test, topUpViaApi } from "../fixtures.ts";

/** The text of a pdfkit PDF: each content stream inflated, the hex strings of its text operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const bytes = Buffer.from(raw.slice(start, raw.indexOf("endstream", start)).replace(/\n$/, ""), "latin1");
    let text: string;
    try {
      text = inflateSync(bytes).toString("latin1");
    } catch {
      text = bytes.toString("latin1");
    }
    for (const t of text.matchAll(/\[(.*?)\]\s*TJ/g)) out.push([...t[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""));
  }
  return out.join("\n");
}

const bytesOf = async (download: Download) => readFile((await download.path()));

test("a client downloads a paid booking's receipt; the expert downloads the month's statement", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const clientName = `Kavya ${Date.now().toString(36)} Menon`;
  const { email: clientEmail } = await signUpViaApi(page, "client", baseURL, clientName);
  await topUpViaApi(page.request, 500, baseURL);
  const { page: expert } = await personContext(browser, baseURL!, errors);
  await signUpViaApi(expert, "doctor", baseURL);
  const made = await expert.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "video", paid: true }, headers: { origin: baseURL! } });
  expect(made.status()).toBe(201);
  const { bookingId } = (await made.json()) as { bookingId: string };

  // The client: My Bookings → the paid booking's receipt.
  await page.goto("/bookings?tab=past"); // a consultation that has started is listed under Past
  const link = page.getByRole("link", { name: "Download receipt" });
  await expect(link).toHaveCount(1);
  const [receipt] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(receipt.suggestedFilename()).toMatch(/^receipt-EC-\d{4}-\d{2}-\d{6}\.pdf$/);
  const pdf = await bytesOf(receipt);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("Rs. 500.00");
  expect(text).toContain(clientName);
  expect(text).toMatch(/EC\/\d{4}-\d{2}\/\d{6}/);

  // The top-up has its own receipt on the wallet's transactions.
  await page.goto("/profile/wallet");
  await expect(page.getByRole("list", { name: "Transactions" }).getByRole("link", { name: "Download receipt" })).toHaveCount(1);

  // The expert completes the consultation; the fee is released this month.
  const done = await expert.request.post(`/api/bookings/${bookingId}/complete`, { headers: { origin: baseURL! } });
  expect(done.status()).toBe(200);
  await expert.goto("/profile/wallet");
  const statement = expert.getByRole("region", { name: "Earnings" });
  const csvLink = statement.getByRole("link", { name: "Download CSV: Monthly earnings statement" });
  const [csv] = await Promise.all([expert.waitForEvent("download"), csvLink.click()]);
  expect(csv.suggestedFilename()).toMatch(/^earnings-statement-\d{4}-\d{2}\.csv$/);
  const rows = (await bytesOf(csv)).toString("utf8").split("\r\n");
  expect(rows[0]).toBe("Consultation (IST),Client,Consultation fee (INR),Platform commission (INR),Net (INR)");
  expect(rows.find((r) => r.includes(clientName))).toMatch(/,500\.00,-\d+\.\d{2},\d+\.\d{2}$/);

  expect(errors).toEqual([]);
});
