import { MessageCircle, Share2 } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { LikeButton } from "./like-button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException | undefined)?.name !== "AbortError") toast.error(m.feed_share_failed());
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(m.feed_link_copied());
  } catch {
    toast.error(m.feed_copy_failed());
  }
}

interface VideoActionsProps {
  video: { id: string; title: string; likedByMe: boolean; likesCount: number };
  signedIn: boolean;
}

/** Like (saved on the server, needs sign-in), Comment (goes to the comments under the video) and Share. */
export function VideoActions({ video, signedIn }: VideoActionsProps) {
  const { title } = video;
  useLocale();
  return (
    <div className="flex flex-wrap gap-2">
      <LikeButton kind="video" id={video.id} liked={video.likedByMe} likesCount={video.likesCount} signedIn={signedIn} variant="full" />
      <Button asChild variant="outline">
        <a href="#video-comments">
          <MessageCircle aria-hidden="true" /> {m.feed_comment()}
        </a>
      </Button>
      <Button variant="outline" onClick={() => void share(title)}>
        <Share2 aria-hidden="true" /> {m.feed_share()}
      </Button>
    </div>
  );
}
