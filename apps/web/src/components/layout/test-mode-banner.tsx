import { FlaskConical } from "lucide-react";
import { useLocale } from "@/lib/i18n.tsx";
import { useSite } from "@/lib/site.tsx";
import { m } from "@/paraglide/messages.js";

/** On every page while payments go through the test provider on a live server (config PAYMENT_PROVIDER=test). */
export function TestModeBanner() {
  useLocale();
  if (!useSite().testMode) return null;
  return (
    <div role="note" className="flex items-center justify-center gap-2 bg-orange-100 px-4 py-1.5 text-sm font-semibold text-orange-950 dark:bg-orange-950 dark:text-orange-50">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {m.shell_test_mode()}
    </div>
  );
}
