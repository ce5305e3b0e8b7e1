import { Download, FileText, Trash2, Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "@/lib/toast.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENTS_MAX } from "@expertconnect/shared/constants";
import { APPLICATION_MESSAGES } from "@expertconnect/shared/schemas/expert-side";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useDeleteDocument } from "../api/delete-document.ts";
import type { MyApplication } from "../api/get-my-application.ts";
import { useUploadDocument } from "../api/upload-document.ts";
import { apiClient } from "@/lib/api-client.ts";

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The server's answer to a refused file, in the words the person needs (415: type, 413: size). */
function uploadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 415) return APPLICATION_MESSAGES.documentType;
  if (err instanceof ApiError && err.status === 413) return APPLICATION_MESSAGES.documentTooLarge;
  return errorMessage(err, "Could not upload the document. Please try again.");
}

/** Supporting documents of an open application: add (PDF, JPEG, PNG, 5 MB, at most 5), download, remove. */
export function DocumentUpload({ application, editable }: { application: MyApplication; editable: boolean }) {
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const docs = application.documents;
  const full = docs.length >= DOCUMENTS_MAX;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setError(null);
    for (const file of files) {
      // The server judges the bytes; the size is checked here too so a big file is not sent for nothing.
      if (file.size > DOCUMENT_MAX_BYTES) {
        setError(`${file.name}: ${APPLICATION_MESSAGES.documentTooLarge}`);
        continue;
      }
      try {
        await upload.mutateAsync({ applicationId: application.id, file });
        toast.success(`${file.name} uploaded`);
      } catch (err) {
        setError(`${file.name}: ${uploadError(err)}`);
        // A quota is full (429): the files after this one would be refused too.
        if (err instanceof ApiError && err.status === 429) break;
      }
    }
  };

  return (
    <Card className="space-y-3 p-4">
      <div>
        <h2 className="font-semibold">Documents</h2>
        <p className="text-sm text-muted-foreground">
          Your registration certificate and degree: PDF, JPEG or PNG, up to {DOCUMENT_MAX_BYTES / (1024 * 1024)} MB each, at most {DOCUMENTS_MAX}.
        </p>
      </div>
      {docs.length === 0 ? <p className="text-sm text-muted-foreground">No documents yet.</p> : null}
      <ul className="divide-y rounded-lg border">
        {docs.map((doc) => (
          <li key={doc.id} className="flex items-center gap-2 px-3 py-2">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <a href={apiClient.applications.documents[":documentId"].$path({ param: { documentId: doc.id } })} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline" download>
              {doc.fileName}
              <span className="sr-only"> (download)</span>
            </a>
            <span className="text-xs text-muted-foreground">{sizeText(doc.sizeBytes)}</span>
            <Download className="size-4 text-muted-foreground" aria-hidden="true" />
            {editable ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${doc.fileName}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { applicationId: application.id, documentId: doc.id },
                    { onError: (err) => toast.error(errorMessage(err, "Could not remove the document.")) },
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {editable ? (
        <>
          <input
            ref={input}
            id="application-documents"
            type="file"
            multiple
            accept={[...DOCUMENT_TYPES, ".pdf", ".jpg", ".jpeg", ".png"].join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label="Add documents"
            onChange={(e) => void onFiles(e)}
          />
          <Button variant="outline" className="w-full" disabled={full || upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" /> {upload.isPending ? "Uploading..." : full ? `${DOCUMENTS_MAX} documents added` : "Add documents"}
          </Button>
        </>
      ) : null}
    </Card>
  );
}
