import { describe, expect, it } from "vitest";
import { apiErrorBody, readApiError } from "./api-error.ts";

describe("API error shape", () => {
  it("leaves issues out when there are none", () => {
    expect(apiErrorBody("Not found")).toEqual({ error: { message: "Not found" } });
    expect(apiErrorBody("Not found", [])).toEqual({ error: { message: "Not found" } });
    expect(apiErrorBody("Bad", [{ path: "email", message: "Invalid email" }])).toEqual({
      error: { message: "Bad", issues: [{ path: "email", message: "Invalid email" }] },
    });
  });

  it("reads back what the server sends, and nothing else", () => {
    const body = apiErrorBody("Bad", [{ path: "a.0", message: "m" }]);
    expect(readApiError(JSON.parse(JSON.stringify(body)))).toEqual({ message: "Bad", issues: [{ path: "a.0", message: "m" }] });
    expect(readApiError({ error: { message: "Gone" } })).toEqual({ message: "Gone", issues: [] });
    expect(readApiError({ error: { message: "x", issues: [{ path: 1, message: "m" }, null, { path: "p", message: "ok" }] } })).toEqual({
      message: "x",
      issues: [{ path: "p", message: "ok" }],
    });
    expect(readApiError({ code: "TOO_MANY_ATTEMPTS", message: "Slow down" })).toBeUndefined();
    expect(readApiError({ error: "text" })).toBeUndefined();
    expect(readApiError(undefined)).toBeUndefined();
    expect(readApiError(null)).toBeUndefined();
  });
});
