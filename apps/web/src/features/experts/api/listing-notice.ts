import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { expertKeys } from "./keys.ts";

/** Whether this person (account or device) has acknowledged the lawyers' and CAs' listing notice (docs/product.md#listing-rules). */
export const listingNoticeQuery = () =>
  queryOptions({
    queryKey: expertKeys.listingNotice,
    queryFn: () => unwrap(apiClient["listing-notice"].$get()),
    staleTime: Infinity,
  });

export function useListingNotice(enabled: boolean) {
  return useQuery({ ...listingNoticeQuery(), enabled });
}

/** Records the acknowledgement on the account and in the device's cookie; the notice gives way at once. */
export function useAcknowledgeListingNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(apiClient["listing-notice"].$post()),
    onSuccess: (state) => queryClient.setQueryData(expertKeys.listingNotice, state),
  });
}
