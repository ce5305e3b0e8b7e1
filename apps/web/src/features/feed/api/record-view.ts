import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { feedKeys } from "./keys.ts";

export const recordView = (id: string) => unwrap(apiClient.feed.videos[":id"].view.$post({ param: { id } }));

/**
 * Reports one view per opening of the video page (the server counts one per viewer a day). The ref
 * survives React StrictMode's second run of effects (same component instance), so development
 * does not send two.
 * Returns the count the server answered, once it has.
 * The feed's cards show the count too, so its lists are marked stale (not refetched: they are not
 * on screen).
 */
export function useRecordView(id: string, ready: boolean): number | undefined {
  const queryClient = useQueryClient();
  const { mutate, data } = useMutation({
    mutationFn: recordView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.lists() }),
  });
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, ready, mutate]);
  return data?.viewsCount;
}
