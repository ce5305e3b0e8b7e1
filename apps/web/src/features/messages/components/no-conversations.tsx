import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The list's empty state: conversations open with a booking. */
export function NoConversations() {
  useLocale();
  return (
    <EmptyState
      icon={<MessageCircle />}
      title={m.messages_empty_title()}
      description={m.messages_empty_description()}
      action={
        <Button asChild>
          <Link to="/explore">{m.messages_explore()}</Link>
        </Button>
      }
    />
  );
}
