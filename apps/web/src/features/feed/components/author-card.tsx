import { AuthorAvatar, authorName, type Author } from "@/components/author-line.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** Who made the video, with a Follow button that does nothing yet (docs/product.md#video-page). */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <AuthorAvatar author={author} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{authorName(author)}</p>
        {author.specialization ? <p className="truncate text-sm text-muted-foreground">{author.specialization}</p> : null}
      </div>
      <Button variant="outline" size="sm">
        Follow
      </Button>
    </Card>
  );
}
