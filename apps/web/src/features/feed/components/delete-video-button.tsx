import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useDeleteVideo } from "../api/delete-video.ts";

/** The owner's Delete, asked twice: the video, its thumbnail and its other qualities go for good. */
export function DeleteVideoButton({ videoId }: { videoId: string }) {
  const navigate = useNavigate();
  const remove = useDeleteVideo(videoId);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    );
  }
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(FEED_MESSAGES.videoDeleted);
        void navigate("/feed?tab=videos");
      },
      onError: (error) => toast.error(errorMessage(error, FEED_MESSAGES.videoDeleteFailed)),
    });
  return (
    <div role="group" aria-label="Delete this video?" className="flex w-full flex-wrap items-center gap-2 rounded-xl border border-destructive/40 p-3 text-sm">
      <span className="flex-1">Delete this video? This cannot be undone.</span>
      <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={confirm}>
        Delete video
      </Button>
      <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setAsking(false)}>
        Keep
      </Button>
    </div>
  );
}
