import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps same-site paths and refuses anything else", () => {
    expect(safeRedirect("/book/abc?x=1")).toBe("/book/abc?x=1");
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect("/auth")).toBe("/");
  });
});
