import { CheckCircle2, Tag } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";

export function ResolvedBadge() {
  return (
    <Badge tone="green">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Resolved
    </Badge>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge tone="primary" className="max-w-full">
      <Tag className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{category}</span>
    </Badge>
  );
}
