/**
 * Notifications on this device (Web Push): whether this browser can have them, whether it has
 * them, and turning them on (permission → the service worker's push subscription → the server) or
 * off. Offered only with a service worker and a server that has VAPID keys.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { settingsKeys } from "./keys.ts";

export type DevicePushState = "unavailable" | "blocked" | "off" | "on";

const pushConfigQuery = queryOptions({
  queryKey: settingsKeys.pushConfig,
  queryFn: async () => unwrap(await apiClient.push.config.$get()),
  staleTime: Infinity,
});

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** The VAPID public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function useDevicePush() {
  const config = useQuery(pushConfigQuery);
  const publicKey = config.data?.publicKey ?? null;
  const state = useQuery({
    queryKey: [...settingsKeys.devicePush, publicKey],
    enabled: config.isSuccess,
    queryFn: async (): Promise<DevicePushState> => {
      const reg = publicKey ? await registration() : undefined;
      if (!reg) return "unavailable";
      if (Notification.permission === "denied") return "blocked";
      return (await reg.pushManager.getSubscription()) ? "on" : "off";
    },
  });
  return { state: state.data ?? "unavailable", publicKey };
}

export class PushBlockedError extends Error {}

export function useSetDevicePush(publicKey: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const reg = await registration();
      if (!reg || !publicKey) throw new Error("Web Push is not available here");
      const existing = await reg.pushManager.getSubscription();
      if (!on) {
        if (!existing) return;
        await unwrap(await apiClient.push.subscription.$delete({ json: { endpoint: existing.endpoint } }));
        await existing.unsubscribe();
        return;
      }
      if ((await Notification.requestPermission()) !== "granted") throw new PushBlockedError();
      const subscription = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      await unwrap(await apiClient.push.subscription.$put({ json: subscription.toJSON() as Parameters<typeof apiClient.push.subscription.$put>[0]["json"] }));
    },
    // Turning a device on records push consent (docs/product.md#notice-and-consent): Your consents reads it again.
    onSettled: () => invalidate(queryClient, settingsKeys.devicePush, queryRoots.privacy),
  });
}
