import { Link } from "react-router";
import { AuthorAvatar, AuthorName, profilePath, type Author } from "@/components/author-line.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/**
 * Who made the video, linked to their profile, where they can be followed (docs/product.md#video-page).
 */
export function AuthorCard({ author }: { author: Author }) {
  useLocale();
  return (
    <Card className="flex items-center gap-3 p-4">
      <AuthorAvatar author={author} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <AuthorName author={author} />
        </p>
        {author.specialization ? <p className="truncate text-sm text-muted-foreground" data-content>
            {author.specialization}
          </p> : null}
      </div>
      {author.id ? (
        <Button asChild variant="outline" size="sm">
          <Link to={profilePath(author.id)}>{m.feed_view_profile()}</Link>
        </Button>
      ) : null}
    </Card>
  );
}
