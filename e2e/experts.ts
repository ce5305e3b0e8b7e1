/**
 * The people of the expert's side for browser tests: the admin (ADMIN_EMAILS in
 * playwright.config.ts), a doctor approved through the API, a booking made through the API, and
 * dates in India.
 */
import { expect, type Page } from "@playwright/test";
import { SIGN_UP_CONSENT } from "./fixtures.ts";

export const ADMIN = { email: "admin.e2e@example.in", password: "admin-pass-e2e-1" };

/** A date n days from today in India, yyyy-MM-dd. */
export function istDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

/** The admin signs up the first time and signs in after that. */
export async function signInAdmin(page: Page, baseURL: string) {
  const up = await page.request.post("/api/auth/sign-up/email", { data: { ...ADMIN, name: "E2E Admin", ...SIGN_UP_CONSENT }, headers: { origin: baseURL } });
  if (up.ok()) return;
  const res = await page.request.post("/api/auth/sign-in/email", { data: ADMIN, headers: { origin: baseURL } });
  expect(res.ok(), `admin sign-in failed: ${res.status()}`).toBeTruthy();
}

/** An approved doctor made through the API (the UI path is expert-desk.spec.ts's first test); returns their expert id. */
export async function approvedDoctor(doctor: Page, admin: Page, baseURL: string): Promise<string> {
  const headers = { origin: baseURL };
  const created = await doctor.request.post("/api/applications", {
    headers,
    data: {
      category: "medical",
      specialization: "General Physician",
      experienceYears: 8,
      consultationFee: 600,
      bio: "Family medicine for all ages, in English and Hindi.",
      education: "MBBS (KMC Manipal)",
      languages: ["English", "Hindi"],
      registrationNumber: "KMC-654321",
      registrationCouncil: "Karnataka Medical Council",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await admin.request.post(`/api/admin/applications/${id}/approve`, { headers, data: { registrationChecked: true } });
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { expertId: string }).expertId;
}

/** A video booking with the expert, made by the client through the API; returns its id. */
export async function book(client: Page, baseURL: string, expertId: string, date: string, time: string): Promise<string> {
  const res = await client.request.post("/api/bookings", { headers: { origin: baseURL }, data: { expertId, date, time, consultationType: "video", notes: `Slot ${time}` } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
