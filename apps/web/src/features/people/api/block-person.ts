import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { queryRoots } from "@/lib/query-keys.ts";
import { toast } from "@/lib/toast.ts";
import type { Person } from "./get-person.ts";
import { peopleKeys } from "./keys.ts";
import { m } from "@/paraglide/messages.js";

/** Blocks (`block`) or unblocks a person (docs/product.md#blocking). */
export function blockPerson(id: string, block: boolean) {
  const route = apiClient.people[":id"].block;
  return unwrap(block ? route.$put({ param: { id } }) : route.$delete({ param: { id } }));
}

/**
 * Block or unblock with a toast. The profile shows the new state; the lists the blocked person's
 * content was in (the feed, comments, doubts) and the viewer's own counts are read again.
 */
export function useBlockPerson(id: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => blockPerson(id, block),
    onSuccess: (state) => {
      queryClient.setQueryData<Person>(peopleKeys.detail(id), (person) => (person ? { ...person, blockedByMe: state.blocked } : person));
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all, predicate: (q) => q.queryKey[1] !== id });
      void queryClient.invalidateQueries({ queryKey: queryRoots.feed });
      void queryClient.invalidateQueries({ queryKey: queryRoots.doubts });
      toast.success(state.blocked ? m.people_blocked({ name }) : m.people_unblocked({ name }));
    },
  });
}
