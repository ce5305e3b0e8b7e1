import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { unwrap } from "@/lib/api-client.ts";
import { feedClient } from "./client.ts";

export const recordView = (id: string) => unwrap(feedClient.videos[":id"].view.$post({ param: { id } }));

/**
 * Reports one view per opening of the video page (the server counts one per viewer a day). The ref
 * survives React StrictMode's second run of effects (same component instance), so development
 * does not send two.
 * Returns the count the server answered, once it has.
 */
export function useRecordView(id: string, ready: boolean): number | undefined {
  const { mutate, data } = useMutation({ mutationFn: recordView });
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, ready, mutate]);
  return data?.viewsCount;
}
