import { MessageCircle, Share2 } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { Button } from "@/components/ui/button.tsx";
import { LikeButton } from "./like-button.tsx";

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

interface VideoActionsProps {
  video: { id: string; title: string; likedByMe: boolean; likesCount: number };
  signedIn: boolean;
}

/** Like (saved on the server, needs sign-in), Comment (goes to the comments under the video) and Share. */
export function VideoActions({ video, signedIn }: VideoActionsProps) {
  const { title } = video;
  return (
    <div className="flex flex-wrap gap-2">
      <LikeButton kind="video" id={video.id} liked={video.likedByMe} likesCount={video.likesCount} signedIn={signedIn} variant="full" />
      <Button asChild variant="outline">
        <a href="#video-comments">
          <MessageCircle aria-hidden="true" /> Comment
        </a>
      </Button>
      <Button variant="outline" onClick={() => void share(title)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
    </div>
  );
}
