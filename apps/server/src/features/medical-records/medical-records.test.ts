/** Medical records over HTTP: uploads judged by their bytes and size, private to their owner, listed newest first with the notes of the user's consultations. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORD_MAX_BYTES, RECORD_MESSAGES } from "@expertconnect/shared/schemas/records";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { completedBooking, expertPerson, person } from "../../test/consultations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const WEBP = Uint8Array.from([...Buffer.from("RIFF"), 4, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
const PDF = Buffer.from("%PDF-1.4\n%\n1 0 obj <<>> endobj\n%%EOF\n");

const upload = (client: TestClient, body: Uint8Array, name: string) =>
  client.request("/api/medical-records/uploads", { method: "POST", body, headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name) } });
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("uploads", () => {
  it("takes PDF, PNG, JPEG and WebP by their bytes, refuses others (415) and large files (413)", async () => {
    const { client } = await person(server);
    for (const [bytes, name, type] of [
      [PDF, "blood test.pdf", "application/pdf"],
      [PNG, "x-ray.png", "image/png"],
      [WEBP, "scan.webp", "image/webp"],
      [Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "photo.jpg", "image/jpeg"],
    ] as const) {
      const res = await upload(client, bytes, name);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ fileName: name, mimeType: type, sizeBytes: bytes.length });
    }
    const html = await upload(client, Buffer.from("<html>not a scan</html>"), "report.pdf");
    expect(html.status).toBe(415);
    expect(await message(html)).toBe(RECORD_MESSAGES.type);
    const big = new Uint8Array(RECORD_MAX_BYTES + 1);
    big.set(PDF);
    const tooBig = await upload(client, big, "huge.pdf");
    expect(tooBig.status).toBe(413);
    expect(await message(tooBig)).toBe(RECORD_MESSAGES.tooLarge);
    expect((await upload(new TestClient(server.url), PDF, "a.pdf")).status).toBe(401);
    const list = (await (await client.get("/api/medical-records")).json()) as { items: Array<{ type: string; fileName?: string }> };
    expect(list.items.map((i) => i.fileName)).toEqual(["photo.jpg", "scan.webp", "x-ray.png", "blood test.pdf"]);
  });

  it("are private: only the owner downloads or deletes (404 for anyone else)", async () => {
    const owner = await person(server);
    const other = await person(server);
    const { id } = (await (await upload(owner.client, PDF, "mri.pdf")).json()) as { id: string };
    const mine = await owner.client.get(`/api/medical-records/uploads/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''mri.pdf");
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await other.client.get(`/api/medical-records/uploads/${id}`)).status).toBe(404);
    expect((await other.client.request(`/api/medical-records/uploads/${id}`, { method: "DELETE" })).status).toBe(404);
    expect(((await (await other.client.get("/api/medical-records")).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await owner.client.request(`/api/medical-records/uploads/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await owner.client.get(`/api/medical-records/uploads/${id}`)).status).toBe(404);
  });
});

describe("the list", () => {
  it("holds the notes of the user's consultations with the expert's name, beside the uploads, newest first", async () => {
    const expert = await expertPerson(server, { name: "Dr. Kavita Deshpande" });
    const client = await person(server);
    await upload(client.client, PNG, "older.png");
    const bookingId = await completedBooking(server, expert, client.id);
    const saved = await expert.client.request(`/api/consultation-notes/${bookingId}`, {
      method: "PUT",
      json: { kind: "prescription", doctorName: "Dr. Kavita Deshpande", qualification: "MBBS", registrationNumber: "MMC-2020-1234", patientName: "Anil", patientAge: 40, date: "2026-11-20", visit: "follow_up", diagnosis: "Eczema", medicines: [] },
    });
    expect(saved.status).toBe(200);
    const list = (await (await client.client.get("/api/medical-records")).json()) as { items: Array<Record<string, unknown>> };
    expect(list.items).toMatchObject([
      {
        type: "note",
        id: bookingId,
        kind: "prescription",
        expertName: "Dr. Kavita Deshpande",
        category: "medical",
        prescription: { patientName: "Anil", patientAge: 40, registrationNumber: "MMC-2020-1234", visit: "follow_up" },
      },
      { type: "upload", fileName: "older.png" },
    ]);
    // The expert's own records do not hold their clients' notes.
    expect(((await (await expert.client.get("/api/medical-records")).json()) as { items: unknown[] }).items).toEqual([]);
  });
});
