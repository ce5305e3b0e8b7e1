/** Test helper for payouts: an expert with available earnings and a saved bank account. */
import { sql } from "drizzle-orm";
import { bookingRow, expertPerson, person } from "./consultations.ts";
import type { TestServer } from "./harness.ts";
import { holdFee, topUp } from "./money.ts";

/**
 * An expert whose completed consultation earned `paise` (less the configured commission) two days
 * ago, with a verified bank account, payable now unless `payable` is false (needs TEST_HOOKS).
 */
export async function expertWithEarnings(server: TestServer, paise = 50_000, { payable = true } = {}) {
  const db = server.deps.db;
  const expert = await expertPerson(server);
  const client = await person(server, "client");
  await topUp(client.client, Math.ceil(paise / 100));
  const bookingId = await bookingRow(server, expert.expertId, client.id, "confirmed", 40);
  await holdFee(db, bookingId, client.id, paise);
  const completed = await expert.client.post(`/api/bookings/${bookingId}/complete`);
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status}`);
  await db.execute(sql`update booking_holds set settled_at = now() - interval '49 hours' where booking_id = ${bookingId}::uuid`);
  const saved = await expert.client.request("/api/payouts/account", {
    method: "PUT",
    json: { method: "bank", holderName: "Asha Rao", accountNumber: "123456784321", accountNumberAgain: "123456784321", ifsc: "HDFC0001234", password: "secret-pass-1" },
  });
  if (saved.status !== 200) throw new Error(`payout account failed: ${saved.status}`);
  if (payable) await expert.client.post("/api/test/payouts/account/payable");
  return expert;
}
