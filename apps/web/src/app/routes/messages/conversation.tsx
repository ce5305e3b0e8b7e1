/** /messages/:conversationId — one conversation (docs/product.md#messaging); only its two people may open it. */
import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { ConversationScreen } from "@/features/messages/components/conversation-screen.tsx";

export function Component() {
  const { conversationId = "" } = useParams();
  return (
    <RequireUser title="Sign in to read your messages" description="Only the two people of a conversation can read it.">
      {() => <ConversationScreen key={conversationId} conversationId={conversationId} />}
    </RequireUser>
  );
}
