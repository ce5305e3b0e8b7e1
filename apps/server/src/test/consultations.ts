/** Test helpers for what follows a consultation: people, an expert, and a booking completed over HTTP. */
import { inflateSync } from "node:zlib";
import { experts, bookings } from "../db/schema/index.ts";
import { TestClient, type TestServer } from "./harness.ts";

let counter = 0;

export async function person(server: TestServer, prefix = "person") {
  const client = new TestClient(server.url);
  const id = await client.register(`${prefix}${++counter}-${Date.now()}@example.in`);
  return { client, id };
}

export async function expertPerson(server: TestServer, values: Partial<typeof experts.$inferInsert> = {}) {
  const p = await person(server, "expert");
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Asha Rao ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id, education: "MBBS, MD", ...values })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking in `status`, written directly `minutesAgo` in the past. */
export async function bookingRow(server: TestServer, expertId: string, userId: string, status: string, minutesAgo = 60) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status, scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A confirmed booking that has started, which its expert marks completed through the API. */
export async function completedBooking(server: TestServer, expert: { client: TestClient; expertId: string }, clientId: string) {
  const id = await bookingRow(server, expert.expertId, clientId, "confirmed", 40);
  const res = await expert.client.post(`/api/bookings/${id}/complete`);
  if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${await res.text()}`);
  return id;
}

/**
 * The text a PDF shows, as far as pdfkit writes it: each content stream inflated, and the hex
 * strings of its text operators decoded (Windows-1252, one byte a character) and joined per line.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const streams: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    // pdfkit ends a stream with "\n" before "endstream"; compressed data may itself end in "\r",
    // so only that one newline is dropped.
    const bytes = Buffer.from(raw.slice(start, end).replace(/\n$/, ""), "latin1");
    try {
      streams.push(inflateSync(bytes).toString("latin1"));
    } catch {
      streams.push(bytes.toString("latin1"));
    }
  }
  return streams
    .flatMap((s) => [...s.matchAll(/\[(.*?)\]\s*TJ/g)].map((t) => [...t[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join("")))
    .join("\n");
}
