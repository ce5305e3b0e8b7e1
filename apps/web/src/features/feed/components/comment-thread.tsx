import { useState } from "react";
import { COMMENT_MESSAGES } from "@expertconnect/shared/messages/comments";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useCreateComment } from "../api/create-comment.ts";
import type { CommentKind, Thread } from "../api/list-comments.ts";
import { useReplies } from "../api/list-replies.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentItem } from "./comment-item.tsx";

const moreLabel = (n: number) => `View ${n} more ${n === 1 ? "reply" : "replies"}`;

/** A comment with its replies: the newest one under it, and the rest when opened. */
export function CommentThread({ kind, itemId, thread, signedIn }: { kind: CommentKind; itemId: string; thread: Thread; signedIn: boolean }) {
  const [opened, setOpened] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = useReplies(thread.id, opened);
  const create = useCreateComment(kind, itemId);
  const hidden = thread.repliesCount - (thread.latestReply ? 1 : 0);

  const reply = (body: string) =>
    create.mutateAsync({ body, parentId: thread.id }).then(
      () => {
        toast.success(COMMENT_MESSAGES.replied);
        setReplying(false);
      },
      (error: unknown) => {
        toast.error(errorMessage(error, COMMENT_MESSAGES.failed));
        throw error;
      },
    );

  const replyButton = signedIn ? (
    <Button type="button" variant="ghost" size="sm" onClick={() => setReplying((open) => !open)}>
      Reply
    </Button>
  ) : null;

  return (
    <li className="space-y-2">
      <CommentItem comment={thread} actions={replyButton} />
      <div className="ml-10 space-y-2">
        {opened ? (
          replies.isError ? (
            <ErrorRetry inline message={errorMessage(replies.error, COMMENT_MESSAGES.loadFailed)} onRetry={() => replies.refetch()} />
          ) : (
            <>
              <ul className="space-y-2" aria-label="Replies">
                {(replies.data?.pages ?? []).flatMap((page) => page.items).map((item) => (
                  <li key={item.id}>
                    <CommentItem comment={item} />
                  </li>
                ))}
              </ul>
              <LoadMore hasNextPage={replies.hasNextPage} isFetchingNextPage={replies.isFetchingNextPage} fetchNextPage={replies.fetchNextPage} />
            </>
          )
        ) : (
          <>
            {hidden > 0 ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setOpened(true)}>
                {moreLabel(hidden)}
              </Button>
            ) : null}
            {thread.latestReply ? <CommentItem comment={thread.latestReply} /> : null}
          </>
        )}
        {replying ? (
          <CommentForm label="Write a reply" submitLabel="Reply" pending={create.isPending} onSave={reply} onCancel={() => setReplying(false)} autoFocus />
        ) : null}
      </div>
    </li>
  );
}
