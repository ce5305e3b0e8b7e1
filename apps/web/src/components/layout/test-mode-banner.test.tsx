import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "@/lib/i18n.tsx";
import { SiteProvider } from "@/lib/site.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

afterEach(cleanup);

describe("TestModeBanner", () => {
  it("says so on the page when the server takes test payments in production, and is absent otherwise", () => {
    render(
      <LocaleProvider>
        <SiteProvider value={{ testMode: true, commissionPercent: 0, strictListings: false }}>
          <TestModeBanner />
        </SiteProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole("note").textContent).toBe("Test mode — no real money");
    cleanup();
    render(
      <LocaleProvider>
        <TestModeBanner />
      </LocaleProvider>,
    );
    expect(screen.queryByRole("note")).toBeNull();
  });
});
