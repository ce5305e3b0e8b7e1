import { useEffect, type ReactNode } from "react";
import { APP_NAME } from "@expertconnect/shared/constants";
import { m } from "@/paraglide/messages.js";

/**
 * The page's one h1. It takes focus after a route change (see app-layout) so keyboard and
 * screen-reader users start at the new page, and it sets the document title.
 */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = m.shell_page_title({ title, app: APP_NAME });
  }, [title]);
  return (
    <div className="mb-4 flex items-start justify-between gap-3">
      <div>
        <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
