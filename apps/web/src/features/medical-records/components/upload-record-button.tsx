import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { RECORD_MAX_BYTES, RECORD_TYPES } from "@expertconnect/shared/schemas/records";
import { Button } from "@/components/ui/button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useUploadRecord } from "../api/upload-record.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The server's answer to a refused file, in the words the person needs (415: type, 413: size). */
const MAX_MB = RECORD_MAX_BYTES / (1024 * 1024);

function uploadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 415) return m.records_type();
  if (err instanceof ApiError && err.status === 413) return m.records_too_large({ mb: MAX_MB });
  return errorMessage(err, m.records_upload_failed());
}

/** "Upload Records": one or more PDFs or images (JPEG, PNG, WebP), up to 5 MB each. */
export function UploadRecordButton() {
  useLocale();
  const upload = useUploadRecord();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setError(null);
    for (const file of files) {
      // The server judges the bytes; the size is checked here too so a big file is not sent for nothing.
      if (file.size > RECORD_MAX_BYTES) {
        setError(`${file.name}: ${m.records_too_large({ mb: MAX_MB })}`);
        continue;
      }
      try {
        await upload.mutateAsync(file);
        toast.success(m.records_uploaded({ name: file.name }));
      } catch (err) {
        setError(`${file.name}: ${uploadError(err)}`);
        // A quota is full (429): the files after this one would be refused too.
        if (err instanceof ApiError && err.status === 429) break;
      }
    }
  };

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        multiple
        accept={[...RECORD_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-label={m.records_files()}
        onChange={(e) => void onFiles(e)}
      />
      <Button disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" /> {upload.isPending ? m.records_uploading() : m.records_upload()}
      </Button>
      <p className="text-xs text-muted-foreground">{m.records_upload_hint({ mb: MAX_MB })}</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
