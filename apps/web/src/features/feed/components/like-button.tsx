import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { formatCount } from "@/lib/format.ts";
import { useLikeItem, type LikeKind } from "../api/like-item.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";

interface LikeButtonProps {
  kind: LikeKind;
  id: string;
  liked: boolean;
  likesCount: number;
  signedIn: boolean;
  /** "compact": the heart and the count (a post card); "full": "Like"/"Liked" and the count (the video page) */
  variant?: "compact" | "full";
}

/** Like and unlike, saved on the server; signed out it is disabled and says why. */
export function LikeButton({ kind, id, liked, likesCount, signedIn, variant = "compact" }: LikeButtonProps) {
  const { mutate, isPending } = useLikeItem(kind, id);
  useLocale();
  const noun = m.feed_likes_word({ form: pluralForm(likesCount) });
  // The colour is the contents' own (the button keeps its variant's): rose when liked, muted on a card.
  const tone = liked ? "text-rose-600 dark:text-rose-400" : variant === "compact" ? "text-muted-foreground" : "";
  return (
    <Button
      type="button"
      size="sm"
      variant={variant === "full" ? (liked ? "secondary" : "outline") : "ghost"}
      aria-pressed={liked}
      disabled={!signedIn || isPending}
      title={signedIn ? undefined : kind === "post" ? m.feed_sign_in_like_posts() : m.feed_sign_in_like_videos()}
      onClick={() => mutate(!liked)}
    >
      <Heart aria-hidden="true" className={cn("size-4", tone, liked && "fill-current")} />
      {variant === "full" ? <span className={tone}>{liked ? m.feed_liked() : m.feed_like()}</span> : <span className="sr-only">{m.feed_like()}</span>}
      <span className={tone} data-testid="likes-count">{formatCount(likesCount)}</span>
      <span className="sr-only">{noun}</span>
    </Button>
  );
}
