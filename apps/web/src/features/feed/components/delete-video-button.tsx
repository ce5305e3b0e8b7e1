import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useDeleteVideo } from "../api/delete-video.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** The owner's Delete, asked twice: the video, its thumbnail and its other qualities go for good. */
export function DeleteVideoButton({ videoId }: { videoId: string }) {
  const navigate = useNavigate();
  useLocale();
  const remove = useDeleteVideo(videoId);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" /> {m.feed_delete()}
      </Button>
    );
  }
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(m.feed_video_deleted());
        void navigate("/feed?tab=videos");
      },
      onError: (error) => toast.error(errorMessage(error, m.feed_video_delete_failed())),
    });
  return (
    <div role="group" aria-label={m.feed_delete_video_question()} className="flex w-full flex-wrap items-center gap-2 rounded-xl border border-destructive/40 p-3 text-sm">
      <span className="flex-1">{m.feed_delete_video_text()}</span>
      <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={confirm}>
        {m.feed_delete_video()}
      </Button>
      <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setAsking(false)}>
        {m.feed_keep()}
      </Button>
    </div>
  );
}
