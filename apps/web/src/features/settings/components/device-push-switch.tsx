import { toast } from "@/lib/toast.ts";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { PushBlockedError, useDevicePush, useSetDevicePush } from "../api/device-push.ts";

/**
 * "Notifications on this device" (docs/product.md#notifications): this browser shows the person's
 * notifications even with the app closed. Shown only to a signed-in person whose browser and server
 * can do it; a browser that blocked the site says so.
 */
export function DevicePushSwitch() {
  const { state, publicKey } = useDevicePush();
  const set = useSetDevicePush(publicKey);
  useLocale();
  if (state === "unavailable") return null;
  return (
    <LabelledSwitch
      label={m.settings_device_push()}
      description={state === "blocked" ? m.settings_device_push_blocked() : m.settings_device_push_text()}
      checked={state === "on"}
      disabled={set.isPending || state === "blocked"}
      onCheckedChange={(on) =>
        set.mutate(on, {
          onSuccess: () => toast.success(on ? m.settings_device_push_on() : m.settings_device_push_off()),
          onError: (error) => toast.error(error instanceof PushBlockedError ? m.settings_device_push_blocked_toast() : errorMessage(error, m.settings_device_push_failed())),
        })
      }
    />
  );
}
