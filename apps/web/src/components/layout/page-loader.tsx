import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function PageLoader() {
  useLocale();
  return (
    <div className="space-y-3" aria-busy="true" aria-label={m.shell_loading()}>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
