import { useId } from "react";
import { toast } from "@/lib/toast.ts";
import { PUSH_MESSAGES } from "@expertconnect/shared/schemas/push";
import { Label } from "@/components/ui/input.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { PushBlockedError, useDevicePush, useSetDevicePush } from "../api/device-push.ts";

/**
 * "Notifications on this device" (docs/product.md#notifications): this browser shows the person's
 * notifications even with the app closed. Shown only to a signed-in person whose browser and server
 * can do it; a browser that blocked the site says so.
 */
export function DevicePushSwitch() {
  const id = useId();
  const { state, publicKey } = useDevicePush();
  const set = useSetDevicePush(publicKey);
  if (state === "unavailable") return null;
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 py-2">
      <div>
        <Label htmlFor={id} className="cursor-pointer">
          Notifications on this device
        </Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {state === "blocked" ? "Blocked in your browser's site settings" : "Bookings, messages and reminders, even when the app is closed"}
        </p>
      </div>
      <Switch
        id={id}
        checked={state === "on"}
        aria-describedby={`${id}-description`}
        disabled={set.isPending || state === "blocked"}
        onCheckedChange={(on) =>
          set.mutate(on, {
            onSuccess: () => toast.success(on ? PUSH_MESSAGES.enabled : PUSH_MESSAGES.disabled),
            onError: (error) => toast.error(error instanceof PushBlockedError ? PUSH_MESSAGES.blocked : errorMessage(error, PUSH_MESSAGES.failed)),
          })
        }
      />
    </div>
  );
}
