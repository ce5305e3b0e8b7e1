import { Upload } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { formatBytes, VIDEO_FORMATS_LABEL } from "@expertconnect/shared/messages/feed";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formText } from "@/lib/form-text.ts";
import { loadOnce } from "@/lib/load-once.ts";
import { useFinalizeVideo } from "../api/finalize-video.ts";
import { useUploadConfig } from "../api/get-upload-config.ts";
import type { VideoUpload } from "../api/upload-video-file.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/**
 * The details' schema (zod) and the resumable uploader (tus-js-client), about 35 KB of gzipped
 * JavaScript: fetched when the form is first focused, awaited when it is sent.
 */
const loadUploader = loadOnce(async () => {
  const [{ videoDetailsSchema }, { uploadVideoFile }] = await Promise.all([import("@expertconnect/shared/schemas/feed"), import("../api/upload-video-file.ts")]);
  return { videoDetailsSchema, uploadVideoFile };
});

type Phase = { step: "idle" } | { step: "uploading"; percent: number; resumed: boolean } | { step: "saving" };

/** Pick a video, name it, and send it with a resumable upload; then it is saved with its title. */
export function UploadVideoForm() {
  const navigate = useNavigate();
  useLocale();
  const { data: uploadConfig } = useUploadConfig();
  const finalize = useFinalizeVideo();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const current = useRef<VideoUpload | null>(null);
  const maxBytes = uploadConfig?.maxBytes;

  // Leaving the page pauses the upload; picking the same file again later resumes it.
  useEffect(() => () => void current.current?.pause(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    // Null when the form's code could not be fetched (offline, or a new version replaced it).
    const loaded = await loadUploader().catch(() => null);
    if (!loaded) {
      toast.error(m.feed_video_failed());
      return;
    }
    const { videoDetailsSchema, uploadVideoFile } = loaded;
    const parsed = videoDetailsSchema.safeParse({ title: formText(fields, "title"), description: formText(fields, "description") });
    if (!file || !parsed.success) {
      toast.error(file ? parsed.error?.issues[0]?.message : m.feed_file_required());
      return;
    }
    const details = parsed.data;
    if (maxBytes && file.size > maxBytes) {
      toast.error(m.feed_video_too_large({ size: formatBytes(maxBytes) }));
      return;
    }
    setPhase({ step: "uploading", percent: 0, resumed: false });
    const upload = uploadVideoFile(file, {
      onProgress: (sent, total) =>
        setPhase((p) => (p.step === "uploading" ? { ...p, percent: total ? Math.floor((sent / total) * 100) : 0 } : p)),
      onResume: () => setPhase((p) => (p.step === "uploading" ? { ...p, resumed: true } : p)),
    });
    current.current = upload;
    try {
      const uploadId = await upload.done;
      setPhase({ step: "saving" });
      const { id } = await finalize.mutateAsync({ uploadId, title: details.title, description: details.description ?? undefined });
      toast.success(m.feed_video_uploaded());
      // On to the video, which plays at once and shows its processing (docs/product.md#upload-video).
      void navigate(`/video/${id}`);
    } catch (error) {
      if (current.current !== upload) return;
      toast.error(error instanceof Error && error.message ? errorMessage(error, error.message) : m.feed_video_failed());
      setPhase({ step: "idle" });
    } finally {
      if (current.current === upload) current.current = null;
    }
  };

  const cancel = async () => {
    const upload = current.current;
    current.current = null;
    setPhase({ step: "idle" });
    await upload?.cancel();
    toast(m.feed_upload_cancelled());
  };

  const busy = phase.step !== "idle";
  return (
    <Card className="p-4">
      <form method="post" noValidate onFocus={() => void loadUploader().catch(() => undefined)} onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField label={m.feed_video_file()} hint={`${VIDEO_FORMATS_LABEL}${maxBytes ? ` · ${m.feed_up_to({ size: formatBytes(maxBytes) })}` : ""}`}>
          {(props) => (
            <Input
              {...props}
              type="file"
              accept="video/*"
              disabled={busy}
              className="file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-primary-soft-foreground"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <FormField label={m.feed_video_title()}>
          {(props) => <Input {...props} disabled={busy} name="title" placeholder={m.feed_video_title_placeholder()} />}
        </FormField>
        <FormField label={m.feed_video_description()}>
          {(props) => <Textarea {...props} rows={4} disabled={busy} name="description" placeholder={m.feed_video_description_placeholder()} />}
        </FormField>
        {phase.step === "uploading" ? (
          <UploadProgress percent={phase.percent} label={phase.resumed ? m.feed_resuming() : m.feed_uploading_progress()} onCancel={() => void cancel()} />
        ) : phase.step === "saving" ? (
          <UploadProgress percent={100} label={m.feed_saving_video()} />
        ) : null}
        <NetworkButton type="submit" className="w-full" disabled={busy}>
          <Upload aria-hidden="true" /> {busy ? m.feed_uploading() : m.feed_upload()}
        </NetworkButton>
      </form>
    </Card>
  );
}
