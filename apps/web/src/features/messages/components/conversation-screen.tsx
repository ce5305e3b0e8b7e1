import { useCallback, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useConversation } from "../api/get-conversation.ts";
import { useMarkRead } from "../api/mark-read.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageThread } from "./message-thread.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function BackToMessages() {
  useLocale();
  return (
    <Button asChild variant="outline">
      <Link to="/messages">{m.messages_back()}</Link>
    </Button>
  );
}

/** /messages/:id: the other person, the thread and the composer; opening it marks it read. */
export function ConversationScreen({ conversationId }: { conversationId: string }) {
  useLocale();
  const { data, isPending, isError, error, refetch } = useConversation(conversationId);
  const markRead = useMarkRead(conversationId);
  const marked = useRef(0);
  const { mutate } = markRead;
  const onLatest = useCallback(
    (id: number) => {
      if (id <= marked.current) return;
      marked.current = id;
      mutate();
    },
    [mutate],
  );

  if (isPending) return <PageLoader />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageHeader title={m.messages_not_found()} />
          <EmptyState title={m.messages_not_found()} description={m.messages_not_found_description()} action={<BackToMessages />} />
        </>
      );
    }
    return <ErrorRetry title={m.messages_conversation_failed()} message={errorMessage(error, m.messages_check_connection())} onRetry={refetch} />;
  }
  return (
    <div className="mx-auto flex h-[calc(100dvh-12rem)] min-h-96 max-w-2xl flex-col overflow-hidden rounded-xl border bg-background">
      <div className="flex items-center gap-3 border-b bg-card p-3">
        <Button asChild variant="ghost" size="icon">
          <Link to="/messages" aria-label={m.messages_back()}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <Avatar name={data.peer.name} src={data.peer.avatarUrl} size="sm" />
        <div className="min-w-0 [&_h1]:truncate [&_h1]:text-lg [&>div]:mb-0">
          <PageHeader title={data.peer.name} />
        </div>
      </div>
      <MessageThread conversationId={conversationId} userId={data.userId} peerName={data.peer.name} peerMarks={data.peerMarks} onLatest={onLatest} />
      <MessageComposer conversationId={conversationId} />
    </div>
  );
}
