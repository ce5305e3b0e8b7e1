import { EyeOff } from "lucide-react";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { Badge } from "@/components/ui/badge.tsx";

/** On an item moderators hid, which only its author still sees (docs/product.md#moderation). */
export function HiddenLabel({ hidden }: { hidden: boolean }) {
  if (!hidden) return null;
  return (
    <Badge tone="red" className="inline-flex items-center gap-1">
      <EyeOff aria-hidden="true" className="size-3" />
      {MODERATION_MESSAGES.hiddenLabel}
    </Badge>
  );
}
