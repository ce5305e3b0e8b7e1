import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { MESSAGE_SEARCH_MAX } from "@expertconnect/shared/constants";
import { Input } from "@/components/ui/input.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { useSession } from "@/lib/session.ts";
import { ConversationList } from "./conversation-list.tsx";
import { NoConversations } from "./no-conversations.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** /messages: the search box and the list; a guest sees the empty state, as they have no conversations. */
export function ConversationsScreen() {
  useLocale();
  const { data: session, isPending } = useSession();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  // The server is asked once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title={m.messages_title()} />
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label={m.messages_search_label()}
          placeholder={m.messages_search_placeholder()}
          className="pl-9"
          value={text}
          maxLength={MESSAGE_SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {isPending ? null : session ? <ConversationList q={q} /> : <NoConversations />}
    </div>
  );
}
