/**
 * Sends a video with the tus resumable protocol. tus-js-client remembers each upload's URL in
 * localStorage under the file's fingerprint, so after a dropped connection (retried here) or a
 * page reload (the same file picked again) the upload carries on from the server's offset.
 * Only the Upload Video route imports this module, keeping tus-js-client out of the first load.
 */
import { Upload, type DetailedError } from "tus-js-client";
import { readApiError } from "@/lib/api-client.ts";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";

export const UPLOAD_ENDPOINT = "/api/feed/uploads";
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface VideoUpload {
  /** the tus upload id once every byte is on the server */
  done: Promise<string>;
  /**
   * stops and deletes the partial upload on the server (one cancelled before the server even
   * answered its creation is removed by the server's daily clean-up instead)
   */
  cancel(): Promise<void>;
  /** stops but keeps the partial upload, so the same file resumes later */
  pause(): Promise<void>;
}

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  /** called when an earlier, unfinished upload of this file is picked up again */
  onResume?: () => void;
}

/** The server's { error: { message } } (or tus's plain text), else the generic failure message. */
export function uploadErrorMessage(error: unknown): string {
  const response = (error as DetailedError | undefined)?.originalResponse;
  if (!response) return FEED_MESSAGES.videoFailed;
  const body = response.getBody() ?? "";
  try {
    const message = readApiError(JSON.parse(body))?.message;
    if (message) return message;
  } catch {
    // plain text from tus
  }
  return body.trim() && body.length < 300 ? body.trim() : FEED_MESSAGES.videoFailed;
}

export function uploadVideoFile(file: File, callbacks: UploadCallbacks): VideoUpload {
  let upload!: Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      // A dropped connection is retried from the server's offset; a 4xx answer is final.
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: callbacks.onProgress,
      onSuccess: () => {
        const id = upload.url?.split("/").pop();
        if (id) resolve(id);
        else reject(new Error(FEED_MESSAGES.videoFailed));
      },
      onError: (error) => reject(new Error(uploadErrorMessage(error))),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) {
          upload.resumeFromPreviousUpload(latest);
          callbacks.onResume?.();
        }
        upload.start();
      })
      .catch(() => upload.start());
  });
  return {
    done,
    cancel: () => upload.abort(true).catch(() => undefined),
    pause: () => upload.abort(false).catch(() => undefined),
  };
}
