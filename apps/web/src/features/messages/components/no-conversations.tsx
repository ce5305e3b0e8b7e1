import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";

/** The list's empty state: conversations open with a booking. */
export function NoConversations() {
  return (
    <EmptyState
      icon={<MessageCircle />}
      title="No messages yet"
      description="Start a conversation with an expert after booking"
      action={
        <Button asChild>
          <Link to="/explore">Explore Experts</Link>
        </Button>
      }
    />
  );
}
