import { useState, type ReactNode } from "react";
import { AuthorAvatar, AuthorName, authorName, relativeTime } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { ReportButton } from "@/components/report-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useDeleteComment } from "../api/delete-comment.ts";
import { useEditComment } from "../api/edit-comment.ts";
import type { CommentView } from "../api/list-comments.ts";
import { CommentForm } from "./comment-form.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/**
 * One comment or reply: its author, the text shown as text (never HTML), "edited" once edited, and
 * Edit and Delete when the server says this person may (docs/product.md#comments).
 */
export function CommentItem({ comment, actions }: { comment: CommentView; actions?: ReactNode }) {
  useLocale();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(comment.id);
  const remove = useDeleteComment(comment.id);
  // As the server saw it when the list was read; if the window closes while the page is open, its answer is a toast.
  const canEdit = comment.canEdit;

  const save = (body: string) =>
    edit.mutateAsync(body).then(
      () => {
        toast.success(m.feed_comment_updated());
        setEditing(false);
      },
      (error: unknown) => {
        toast.error(errorMessage(error, m.feed_comment_failed()));
        throw error;
      },
    );
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(m.feed_comment_deleted()),
      onError: (error) => toast.error(errorMessage(error, m.feed_comment_delete_failed())),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex gap-2" role="article" aria-label={m.feed_comment_by({ name: authorName(comment.author) })}>
      <AuthorAvatar author={comment.author} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-lg bg-muted px-3 py-2">
          <p className="text-xs text-muted-foreground">
            <AuthorName author={comment.author} inline className="font-semibold text-foreground" />
            {" · "}
            <time dateTime={comment.createdAt} suppressHydrationWarning>{relativeTime(comment.createdAt)}</time>
            {comment.editedAt ? <span> · {m.feed_edited()}</span> : null}
          </p>
          <HiddenLabel hidden={comment.hidden} />
          {editing ? (
            <div className="mt-1">
              <CommentForm label={m.feed_edit_comment()} submitLabel={m.feed_save()} initial={comment.body} pending={edit.isPending} onSave={save} onCancel={() => setEditing(false)} autoFocus />
            </div>
          ) : (
            <p className="mt-0.5 whitespace-pre-wrap break-words text-sm" data-content>
              {comment.body}
            </p>
          )}
        </div>
        {editing ? null : (
          <div className="flex flex-wrap items-center gap-1 text-xs">
            {actions}
            <ReportButton kind="comment" itemId={comment.id} authorId={comment.author.id} label={m.feed_report_comment_by({ name: authorName(comment.author) })} />
            {canEdit ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {m.feed_edit()}
              </Button>
            ) : null}
            {comment.canDelete ? (
              confirming ? (
                <>
                  <Button type="button" variant="destructive" size="sm" disabled={remove.isPending} onClick={onDelete}>
                    {m.feed_yes_delete()}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    {m.feed_keep()}
                  </Button>
                </>
              ) : (
                <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  {m.feed_delete()}
                </Button>
              )
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
