import type { ReactNode } from "react";
import { CalendarDays, Compass, Home, MessageCircle, User } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn.ts";

const items = [
  { to: "/", label: "Home", icon: Home, end: true },
  { to: "/explore", label: "Explore", icon: Compass, end: false },
  { to: "/bookings", label: "Bookings", icon: CalendarDays, end: false },
  { to: "/messages", label: "Messages", icon: MessageCircle, end: false },
  { to: "/profile", label: "Profile", icon: User, end: false },
];

/** `badges`: a count beside an item, by its path (the app shell passes the Messages badge). */
export function BottomNav({ badges = {} }: { badges?: Record<string, ReactNode> }) {
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)]">
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
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
