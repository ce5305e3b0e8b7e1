import { LogIn, LogOut } from "lucide-react";
import { Link } from "react-router";
import { CATEGORIES } from "@expertconnect/shared/categories";
import { APP_NAME } from "@expertconnect/shared/constants";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { useCategory } from "@/lib/category.tsx";
import { cn } from "@/lib/cn.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { useOnline } from "@/lib/online.ts";
import { useSignOut } from "@/lib/use-sign-out.ts";
import { m } from "@/paraglide/messages.js";
import { NotificationsBell } from "./notifications-bell.tsx";
import { OFFLINE_BANNER_ID } from "./offline-banner.tsx";

export function Header() {
  const { category, setCategory } = useCategory();
  const { data: session, isPending } = useSession();
  const signOut = useSignOut();
  const online = useOnline();
  useLocale();

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2">
        <Link to="/" className="flex min-h-11 min-w-11 items-center gap-2 text-lg font-bold text-primary">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            +
          </span>
          <span className="hidden sm:inline">{APP_NAME}</span>
          <span className="sr-only sm:hidden">{m.shell_home_link({ app: APP_NAME })}</span>
        </Link>
        {session ? (
          // Signing out revokes the session on the server, so offline it waits; the banner just below
          // is its description (a NetworkButton's hint would not fit here and costs first-load bytes).
          <div className="flex items-center gap-1">
            <NotificationsBell />
            <Button
              variant="ghost"
              size="sm"
              disabled={!online}
              aria-describedby={online ? undefined : OFFLINE_BANNER_ID}
              onClick={() => void signOut()}
            >
              <LogOut aria-hidden="true" /> {m.shell_sign_out()}
            </Button>
          </div>
        ) : isPending ? (
          // Not known yet (a server-rendered page before it runs): neither button, in the same space.
          <span aria-hidden="true" className="min-h-9 min-w-24" />
        ) : (
          <Button asChild variant="primary" size="sm">
            <Link to="/auth">
              <LogIn aria-hidden="true" /> {m.shell_sign_in()}
            </Link>
          </Button>
        )}
      </div>
      <nav aria-label={m.shell_category_nav()} className="mx-auto max-w-5xl px-4 pb-2">
        <div role="radiogroup" aria-label={m.shell_category_group()} className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
          {CATEGORIES.map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={category === id}
              onClick={() => setCategory(id)}
              className={cn(
                "min-h-11 rounded-md text-sm font-medium",
                category === id ? "bg-primary text-primary-foreground shadow-sm" : "text-muted-foreground",
              )}
            >
              {m.term_expert({ category: id })}
            </button>
          ))}
        </div>
      </nav>
    </header>
  );
}
