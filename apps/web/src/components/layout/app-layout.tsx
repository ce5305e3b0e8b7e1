import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { useLocale } from "@/lib/i18n.tsx";
import { useApplyServerPreferences } from "@/lib/server-preferences.ts";
import { m } from "@/paraglide/messages.js";
import { BottomNav } from "./bottom-nav.tsx";
import { Header } from "./header.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { PageLoader } from "./page-loader.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

const WITHOUT_BOTTOM_NAV = ["/auth", "/reset-password"];

/**
 * Header, page and bottom navigation; moves focus to the new page's heading after navigation.
 * `navBadges` and `notice` (shown above every page: the changed privacy notice) come from the app
 * shell, which may compose features.
 */
export function AppLayout({ navBadges, notice }: { navBadges?: Record<string, ReactNode>; notice?: ReactNode }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLocale();
  useApplyServerPreferences();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Wait for the lazily loaded page to render its heading.
    const timer = window.setTimeout(() => {
      document.querySelector<HTMLElement>("[data-page-heading]")?.focus();
    }, 50);
    window.scrollTo(0, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  const showNav = !WITHOUT_BOTTOM_NAV.includes(pathname);
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        {m.shell_skip_link()}
      </a>
      <TestModeBanner />
      <Header />
      <OfflineBanner />
      <UpdatePrompt />
      <main id="main" className={showNav ? "mx-auto max-w-5xl px-4 pb-24 pt-4" : "mx-auto max-w-5xl px-4 pb-8 pt-4"}>
        {/* Shown only while the first page's code loads in a browser-rendered start; a navigation
            keeps the current page on screen until the next one is ready. */}
        {notice}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {showNav ? <BottomNav badges={navBadges} /> : null}
    </div>
  );
}
