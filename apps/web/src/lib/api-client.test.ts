import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody } from "@expertconnect/shared/api-error";
import { ApiError, apiClient, errorMessage, unwrap } from "./api-client.ts";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the API client", () => {
  it("calls the server's paths, with the session cookie", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json({ bookings: [], nextCursor: null })));
    vi.stubGlobal("fetch", fetch);
    await expect(unwrap(apiClient.bookings.$get({ query: { tab: "past" } }))).resolves.toEqual({ bookings: [], nextCursor: null });
    await unwrap(apiClient.doubts[":id"].answers[":answerId"].accept.$post({ param: { id: "d1", answerId: "a2" } }));
    await unwrap(apiClient.dashboard.stats.$get());
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      "GET /api/bookings?tab=past",
      "POST /api/doubts/d1/answers/a2/accept",
      "GET /api/dashboard/stats",
    ]);
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe("same-origin");
  });

  it("turns the server's error shape into an ApiError with its message and field issues", async () => {
    const issues = [{ path: "full_name", message: "Name must be at least 2 characters" }];
    vi.stubGlobal("fetch", () => Promise.resolve(json(apiErrorBody("Name must be at least 2 characters", issues), 400)));
    const error = await unwrap(apiClient.profile.$patch({ json: { full_name: "A" } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Name must be at least 2 characters", issues });
    expect(errorMessage(error, "fallback")).toBe("Name must be at least 2 characters");
  });

  it("says what failed when the answer is not the error shape, or there is no answer", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    await expect(unwrap(apiClient.dashboard.stats.$get())).rejects.toMatchObject({ status: 502, message: "Request failed (502)", issues: [] });

    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    await expect(unwrap(apiClient.dashboard.stats.$get())).rejects.toMatchObject({ status: 0, message: "Could not reach the server. Please try again." });
    expect(errorMessage(new Error("boom"), "fallback")).toBe("fallback");
  });

  it("builds the download links (PDFs, documents, records) from the typed routes", () => {
    expect(apiClient["consultation-notes"][":bookingId"].pdf.$path({ param: { bookingId: "b-1" } })).toBe("/api/consultation-notes/b-1/pdf");
    expect(apiClient.applications.documents[":documentId"].$path({ param: { documentId: "d-2" } })).toBe("/api/applications/documents/d-2");
    expect(apiClient["medical-records"].uploads[":id"].$path({ param: { id: "r-3" } })).toBe("/api/medical-records/uploads/r-3");
  });
});
