import { EyeOff } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** On an item moderators hid, which only its author still sees (docs/product.md#moderation). */
export function HiddenLabel({ hidden }: { hidden: boolean }) {
  useLocale();
  if (!hidden) return null;
  return (
    <Badge tone="red" className="inline-flex items-center gap-1">
      <EyeOff aria-hidden="true" className="size-3" />
      {m.report_hidden()}
    </Badge>
  );
}
