import { WifiOff } from "lucide-react";
import { useLocale } from "@/lib/i18n.tsx";
import { useOnline } from "@/lib/online.ts";
import { m } from "@/paraglide/messages.js";

/** Lets controls that need the network point at the banner as their description. */
export const OFFLINE_BANNER_ID = "offline-banner";

/** Says clearly that the app is offline and showing what this device saved. */
export function OfflineBanner() {
  const online = useOnline();
  useLocale();
  if (online) return null;
  return (
    <div id={OFFLINE_BANNER_ID} role="status" className="flex items-center justify-center gap-2 bg-yellow-100 px-4 py-2 text-sm font-medium text-yellow-950 dark:bg-yellow-900 dark:text-yellow-50">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {m.shell_offline()}
    </div>
  );
}
