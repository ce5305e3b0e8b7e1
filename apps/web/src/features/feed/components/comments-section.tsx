import { ErrorRetry } from "@/components/error-retry.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useCreateComment } from "../api/create-comment.ts";
import { useComments, type CommentKind } from "../api/list-comments.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentThread } from "./comment-thread.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** An item's comments, oldest first, and the box to write one (docs/product.md#comments). */
export function CommentsSection({ kind, itemId }: { kind: CommentKind; itemId: string }) {
  const { data: session } = useSession();
  useLocale();
  const comments = useComments(kind, itemId);
  const create = useCreateComment(kind, itemId);
  const signedIn = Boolean(session);
  const threads = (comments.data?.pages ?? []).flatMap((page) => page.items);

  const post = (body: string) =>
    create.mutateAsync({ body }).then(
      () => toast.success(m.feed_comment_posted()),
      (error: unknown) => {
        toast.error(errorMessage(error, m.feed_comment_failed()));
        throw error;
      },
    );

  return (
    <section aria-label={m.feed_comments_heading()} className="space-y-3">
      {comments.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={m.feed_loading_comments()}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : comments.isError ? (
        <ErrorRetry inline message={errorMessage(comments.error, m.feed_comments_load_failed())} onRetry={() => comments.refetch()} />
      ) : threads.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.feed_comments_empty()}</p>
      ) : (
        <ul className="space-y-3">
          {threads.map((thread) => (
            <CommentThread key={thread.id} kind={kind} itemId={itemId} thread={thread} signedIn={signedIn} />
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={comments.hasNextPage} isFetchingNextPage={comments.isFetchingNextPage} fetchNextPage={comments.fetchNextPage} />
      {signedIn ? (
        <CommentForm label={m.feed_write_comment()} submitLabel={m.feed_comment()} pending={create.isPending} onSave={post} />
      ) : (
        <p className="text-sm text-muted-foreground">{m.feed_sign_in_to_comment()}</p>
      )}
    </section>
  );
}
