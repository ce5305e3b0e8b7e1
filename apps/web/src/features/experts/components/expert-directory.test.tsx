import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as renderBare, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpertDirectory } from "./expert-directory.tsx";
import type { ReactElement } from "react";
import { LocaleProvider } from "@/lib/i18n.tsx";

/** The components read the language from the app's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (total: number, available: number) => ({ experts: [], total, available, nextCursor: null });

/** Answers /api/experts by its `q`; a search listed in `held` waits until released. */
function stubExpertsApi(answers: Record<string, ReturnType<typeof page>>, held: Set<string>) {
  const waiting = new Map<string, () => void>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      const q = url.searchParams.get("q") ?? "";
      if (held.has(q)) await new Promise<void>((resolve) => waiting.set(q, resolve));
      return new Response(JSON.stringify(answers[q]), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return { release: (q: string) => waiting.get(q)?.() };
}

describe("ExpertDirectory", () => {
  it("keeps the last search's wording while the next one loads, never '0 of 0 available'", async () => {
    const api = stubExpertsApi({ "zz no such expert": page(0, 0), "": page(14, 12) }, new Set([""]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (q: string) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ExpertDirectory category="medical" q={q} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(view("zz no such expert"));
    expect(await screen.findByText("0 found · 0 available")).toBeTruthy();
    expect(screen.getByText("No experts found")).toBeTruthy();

    // The search is cleared; the category's own figures are still on their way.
    rerender(view(""));
    expect(screen.getByText("0 found · 0 available")).toBeTruthy();
    expect(screen.queryByText("0 of 0 available")).toBeNull();

    api.release("");
    expect(await screen.findByText("12 of 14 available")).toBeTruthy();
    expect(screen.getByText("No experts available in this category")).toBeTruthy();
  });
});
