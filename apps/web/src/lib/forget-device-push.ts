import { apiClient } from "./api-client.ts";

/**
 * Before signing out: this browser stops showing the person's notifications (the server forgets
 * its subscription while the session still says whose it is). Failures only cost a stale
 * subscription, which the server also drops when the push service reports it gone.
 */
export async function forgetDevicePush(): Promise<void> {
  try {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    if (!subscription) return;
    await apiClient.push.subscription.$delete({ json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  } catch (err) {
    console.warn("could not turn off notifications on this device", err);
  }
}
