import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OptionalConsent } from "@expertconnect/shared/messages/privacy";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { privacyKeys } from "./keys.ts";

export const changeConsent = (purpose: OptionalConsent, granted: boolean) => unwrap(apiClient.privacy.consents.$put({ json: { purpose, granted } }));

/** This browser's own push subscription, ended after the server forgot every one of the person's. */
async function endThisBrowsersPush() {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/**
 * Gives or withdraws an optional consent. Withdrawing push makes the server forget all the person's
 * browsers; this one also drops its subscription, so "Notifications on this device" reads off.
 */
export function useChangeConsent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purpose, granted }: { purpose: OptionalConsent; granted: boolean }) => {
      const state = await changeConsent(purpose, granted);
      if (purpose === "push" && !granted) await endThisBrowsersPush().catch(() => undefined);
      return state;
    },
    onSuccess: (state) => {
      queryClient.setQueryData(privacyKeys.consents(userId), state);
      // The choice is now the newest record of the history.
      void queryClient.invalidateQueries({ queryKey: privacyKeys.history(userId) });
    },
    onSettled: () => invalidate(queryClient, queryRoots.push),
  });
}
