/** /messages — the person's conversations (docs/product.md#messaging). */
import { ConversationsScreen } from "@/features/messages/components/conversations-screen.tsx";

export function Component() {
  return <ConversationsScreen />;
}
