import type { ReactNode } from "react";

/** The screens' empty states (docs/product.md#common-states): a title, a line under it, and an optional action. */
export function EmptyState({ icon, title, description, action }: { icon?: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
      {icon ? <div className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">{icon}</div> : null}
      <p className="text-lg font-semibold">{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
