import { useState } from "react";
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
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";

const moreLabel = (n: number) => m.feed_more_replies({ form: pluralForm(n), count: n });

/** A comment with its replies: the newest one under it, and the rest when opened. */
export function CommentThread({ kind, itemId, thread, signedIn }: { kind: CommentKind; itemId: string; thread: Thread; signedIn: boolean }) {
  useLocale();
  const [opened, setOpened] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = useReplies(thread.id, opened);
  const create = useCreateComment(kind, itemId);
  const hidden = thread.repliesCount - (thread.latestReply ? 1 : 0);

  const reply = (body: string) =>
    create.mutateAsync({ body, parentId: thread.id }).then(
      () => {
        toast.success(m.feed_reply_posted());
        setReplying(false);
      },
      (error: unknown) => {
        toast.error(errorMessage(error, m.feed_comment_failed()));
        throw error;
      },
    );

  const replyButton = signedIn ? (
    <Button type="button" variant="ghost" size="sm" onClick={() => setReplying((open) => !open)}>
      {m.feed_reply()}
    </Button>
  ) : null;

  return (
    <li className="space-y-2">
      <CommentItem comment={thread} actions={replyButton} />
      <div className="ml-10 space-y-2">
        {opened ? (
          replies.isError ? (
            <ErrorRetry inline message={errorMessage(replies.error, m.feed_comments_load_failed())} onRetry={() => replies.refetch()} />
          ) : (
            <>
              <ul className="space-y-2" aria-label={m.feed_replies()}>
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
          <CommentForm label={m.feed_write_reply()} submitLabel={m.feed_reply()} pending={create.isPending} onSave={reply} onCancel={() => setReplying(false)} autoFocus />
        ) : null}
      </div>
    </li>
  );
}
