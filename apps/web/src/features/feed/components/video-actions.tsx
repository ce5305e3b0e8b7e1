import { Heart, MessageCircle, Share2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException | undefined)?.name !== "AbortError") toast.error("Could not share the video");
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(FEED_MESSAGES.linkCopied);
  } catch {
    toast.error("Could not copy the link");
  }
}

/** Like (local only, needs sign-in), Comment (not available yet) and Share. */
export function VideoActions({ title, signedIn }: { title: string; signedIn: boolean }) {
  const [liked, setLiked] = useState(false);
  const toggleLike = () => {
    setLiked(!liked);
    toast.success(liked ? FEED_MESSAGES.removedFromFavorites : FEED_MESSAGES.addedToFavorites);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={liked ? "secondary" : "outline"}
        aria-pressed={liked}
        disabled={!signedIn}
        title={signedIn ? undefined : "Sign in to like videos"}
        onClick={toggleLike}
      >
        <Heart aria-hidden="true" className={cn(liked && "fill-current")} /> {liked ? "Liked" : "Like"}
      </Button>
      <Button variant="outline" disabled>
        <MessageCircle aria-hidden="true" /> Comment
      </Button>
      <Button variant="outline" onClick={() => void share(title)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
    </div>
  );
}
