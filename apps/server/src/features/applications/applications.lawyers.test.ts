/**
 * A lawyer's application (docs/product.md#lawyers-enrolment): the enrolment number, the date of
 * enrolment and the State Bar Council are checked by the shared schema, kept, and shown on the
 * lawyer's page once approved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "@expertconnect/shared/schemas/expert-side";
import { expertApplications } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

const ADMIN_EMAIL = "bar-admin@example.in";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => server.close());

const lawyer = (overrides: Record<string, unknown> = {}) => ({
  category: "legal",
  specialization: "Family Law",
  experienceYears: 9,
  consultationFee: 2000,
  bio: "Family law advocate practising in the Pune courts.",
  education: "BA LLB (ILS Law College, Pune)",
  languages: ["English", "Marathi"],
  registrationNumber: "mah/1234/2017",
  registrationCouncil: "Bar Council of Maharashtra & Goa",
  enrolledOn: "2017-06-12",
  ...overrides,
});

type Issues = { error: { issues: Array<{ path: string; message: string }> } };

describe("a lawyer's application", () => {
  it("refuses a missing or unknown council, a bad or future date and a number of another year, each under its field", async () => {
    const client = new TestClient(server.url);
    await client.register("advocate@example.in");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ registrationCouncil: null }, "registrationCouncil", APPLICATION_MESSAGES.barCouncil],
      [{ registrationCouncil: "Bar Council of Atlantis" }, "registrationCouncil", APPLICATION_MESSAGES.barCouncil],
      [{ registrationCouncil: "Karnataka Medical Council" }, "registrationCouncil", APPLICATION_MESSAGES.barCouncil],
      [{ enrolledOn: null }, "enrolledOn", APPLICATION_MESSAGES.enrolmentDate],
      [{ enrolledOn: "2017-02-30" }, "enrolledOn", APPLICATION_MESSAGES.enrolmentDate],
      [{ enrolledOn: "1950-01-01", registrationNumber: "MAH/1/1950" }, "enrolledOn", APPLICATION_MESSAGES.enrolmentDateRange],
      [{ enrolledOn: "2099-01-01", registrationNumber: "MAH/1/2099" }, "enrolledOn", APPLICATION_MESSAGES.enrolmentDateRange],
      [{ enrolledOn: "2018-01-10" }, "registrationNumber", APPLICATION_MESSAGES.enrolmentYear],
      [{ registrationNumber: "12345" }, "registrationNumber", APPLICATION_MESSAGES.legalRegistration],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await client.post("/api/applications", lawyer(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const { issues } = ((await res.json()) as Issues).error;
      expect(issues, JSON.stringify(overrides)).toEqual([{ path, message }]);
    }
    expect(await server.deps.db.$count(expertApplications)).toBe(0);
  });

  it("keeps the enrolment, and the approved lawyer's page shows it", async () => {
    const client = new TestClient(server.url);
    await client.register("pune-advocate@example.in");
    const res = await client.post("/api/applications", lawyer());
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await res.json()) as { id: string };
    expect(stored).toMatchObject({ registrationNumber: "MAH/1234/2017", registrationCouncil: "Bar Council of Maharashtra & Goa", enrolledOn: "2017-06-12" });

    const boss = new TestClient(server.url);
    await boss.register(ADMIN_EMAIL);
    const approved = await boss.post(`/api/admin/applications/${stored.id}/approve`);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const { expertId } = (await approved.json()) as { expertId: string };
    const page = await (await fetch(`${server.url}/api/experts/${expertId}`)).json();
    expect(page).toMatchObject({
      category: "legal",
      registrationNumber: "MAH/1234/2017",
      registrationCouncil: "Bar Council of Maharashtra & Goa",
      enrolledOn: "2017-06-12",
    });
  });

  it("drops the council and date another category sends", async () => {
    const client = new TestClient(server.url);
    await client.register("ca@example.in");
    const res = await client.post("/api/applications", lawyer({ category: "financial", registrationNumber: "123456" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ registrationCouncil: null, enrolledOn: null });
  });
});
