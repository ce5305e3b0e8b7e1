import { HelpCircle, Newspaper, PenSquare, Video } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const actions = [
  { to: "/upload-video", label: m.home_upload_video, icon: Video },
  { to: "/create-post", label: m.home_create_post, icon: PenSquare },
  { to: "/feed", label: m.home_feed, icon: Newspaper },
  { to: "/ask-doubt", label: m.home_ask_doubt, icon: HelpCircle },
];

export function QuickActions() {
  useLocale();
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-2 text-lg font-semibold">
        {m.home_quick_actions()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="block">
              <Card className="flex flex-col items-center gap-2 p-4 hover:border-primary">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium">{label()}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
