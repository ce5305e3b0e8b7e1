import { toast } from "@/lib/toast.ts";
import { PUSH_MESSAGES } from "@expertconnect/shared/schemas/push";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { PushBlockedError, useDevicePush, useSetDevicePush } from "../api/device-push.ts";

/**
 * "Notifications on this device" (docs/product.md#notifications): this browser shows the person's
 * notifications even with the app closed. Shown only to a signed-in person whose browser and server
 * can do it; a browser that blocked the site says so.
 */
export function DevicePushSwitch() {
  const { state, publicKey } = useDevicePush();
  const set = useSetDevicePush(publicKey);
  if (state === "unavailable") return null;
  return (
    <LabelledSwitch
      label="Notifications on this device"
      description={state === "blocked" ? "Blocked in your browser's site settings" : "Bookings, messages and reminders, even when the app is closed"}
      checked={state === "on"}
      disabled={set.isPending || state === "blocked"}
      onCheckedChange={(on) =>
        set.mutate(on, {
          onSuccess: () => toast.success(on ? PUSH_MESSAGES.enabled : PUSH_MESSAGES.disabled),
          onError: (error) => toast.error(error instanceof PushBlockedError ? PUSH_MESSAGES.blocked : errorMessage(error, PUSH_MESSAGES.failed)),
        })
      }
    />
  );
}
