import { NavLink } from "react-router";
import { cn } from "@/lib/cn.ts";

const LINKS = [
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/experts", label: "Experts" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/grievances", label: "Concerns" },
  { to: "/admin/erasures", label: "Erasures" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/audit", label: "Audit log" },
];

/** The admin screens' tabs; each is its own route (loaded only there). */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-4 flex gap-1 overflow-x-auto rounded-lg bg-muted p-1">
      {LINKS.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              "flex min-h-11 flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium",
              isActive ? "bg-card text-foreground shadow-sm" : "text-muted-foreground",
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
