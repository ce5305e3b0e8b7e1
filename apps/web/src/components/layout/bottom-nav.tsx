import type { ReactNode } from "react";
import { CalendarDays, Compass, Home, MessageCircle, User } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const items = [
  { to: "/", label: m.nav_home, icon: Home, end: true },
  { to: "/explore", label: m.nav_explore, icon: Compass, end: false },
  { to: "/bookings", label: m.nav_bookings, icon: CalendarDays, end: false },
  { to: "/messages", label: m.nav_messages, icon: MessageCircle, end: false },
  { to: "/profile", label: m.nav_profile, icon: User, end: false },
];

/** `badges`: a count beside an item, by its path (the app shell passes the Messages badge). */
export function BottomNav({ badges = {} }: { badges?: Record<string, ReactNode> }) {
  useLocale();
  return (
    <nav aria-label={m.shell_main_nav()} className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto grid max-w-5xl grid-cols-5">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn("flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium", isActive ? "text-primary" : "text-muted-foreground")
              }
            >
              {({ isActive }) => (
                <>
                  <span className="relative">
                    <Icon className={cn("size-5", isActive && "stroke-[2.5]")} aria-hidden="true" />
                    {badges[to]}
                  </span>
                  {label()}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
