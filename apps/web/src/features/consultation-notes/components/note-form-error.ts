import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { ApiError, errorMessage } from "@/lib/api-client.ts";

/** A refused save: the server's field issues go under their fields, its message to one toast. */
export function showSaveError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>) {
  if (err instanceof ApiError) for (const issue of err.issues) if (issue.path && issue.path !== "kind") setError(issue.path as Path<T>, { message: issue.message });
  toast.error(errorMessage(err, "Could not save the notes. Please try again."));
}
