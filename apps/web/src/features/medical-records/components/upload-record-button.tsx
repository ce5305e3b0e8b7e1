import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { RECORD_MAX_BYTES, RECORD_MESSAGES, RECORD_TYPES } from "@expertconnect/shared/schemas/records";
import { Button } from "@/components/ui/button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useUploadRecord } from "../api/upload-record.ts";

/** The server's answer to a refused file, in the words the person needs (415: type, 413: size). */
function uploadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 415) return RECORD_MESSAGES.type;
  if (err instanceof ApiError && err.status === 413) return RECORD_MESSAGES.tooLarge;
  return errorMessage(err, "Could not upload the record. Please try again.");
}

/** "Upload Records": one or more PDFs or images (JPEG, PNG, WebP), up to 5 MB each. */
export function UploadRecordButton() {
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
        setError(`${file.name}: ${RECORD_MESSAGES.tooLarge}`);
        continue;
      }
      try {
        await upload.mutateAsync(file);
        toast.success(`${file.name} uploaded`);
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
        aria-label="Record files"
        onChange={(e) => void onFiles(e)}
      />
      <Button disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" /> {upload.isPending ? "Uploading..." : "Upload Records"}
      </Button>
      <p className="text-xs text-muted-foreground">PDF, JPEG, PNG or WebP, up to {RECORD_MAX_BYTES / (1024 * 1024)} MB each.</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
