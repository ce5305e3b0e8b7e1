import { Link } from "react-router";
import { AuthorAvatar, AuthorName, profilePath, type Author } from "@/components/author-line.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/**
 * Who made the video, linked to their profile, where they can be followed (docs/product.md#video-page).
 */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <AuthorAvatar author={author} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <AuthorName author={author} />
        </p>
        {author.specialization ? <p className="truncate text-sm text-muted-foreground">{author.specialization}</p> : null}
      </div>
      {author.id ? (
        <Button asChild variant="outline" size="sm">
          <Link to={profilePath(author.id)}>View profile</Link>
        </Button>
      ) : null}
    </Card>
  );
}
