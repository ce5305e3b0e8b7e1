import { CheckCircle2, Tag } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function ResolvedBadge() {
  useLocale();
  return (
    <Badge tone="green">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      {m.doubts_resolved()}
    </Badge>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge tone="primary" className="max-w-full">
      <Tag className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate" data-content>
        {category}
      </span>
    </Badge>
  );
}
