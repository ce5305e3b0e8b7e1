/** /messages/:conversationId — one conversation (docs/product.md#messaging); only its two people may open it. */
import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { ConversationScreen } from "@/features/messages/components/conversation-screen.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const { conversationId = "" } = useParams();
  return (
    <RequireUser title={m.messages_sign_in_title()} description={m.messages_sign_in_description()}>
      {() => <ConversationScreen key={conversationId} conversationId={conversationId} />}
    </RequireUser>
  );
}
