import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

export const acceptNotice = () => unwrap(apiClient.privacy.notice.$post({ json: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true } }));

/** Agrees to the current notice (its version is the one this page shows). */
export function useAcceptNotice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptNotice,
    onSuccess: (state) => queryClient.setQueryData(privacyKeys.consents(userId), state),
  });
}
