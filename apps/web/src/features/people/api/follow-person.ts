import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, errorMessage, unwrap } from "@/lib/api-client.ts";
import { queryRoots } from "@/lib/query-keys.ts";
import { toast } from "@/lib/toast.ts";
import type { Person } from "./get-person.ts";
import { peopleKeys } from "./keys.ts";
import { m } from "@/paraglide/messages.js";

/** Follows (`follow`) or unfollows a person; the server answers the new state and their exact follower count. */
export function followPerson(id: string, follow: boolean) {
  const route = apiClient.people[":id"].follow;
  return unwrap(follow ? route.$put({ param: { id } }) : route.$delete({ param: { id } }));
}

/**
 * Follow or unfollow with a toast (docs/product.md#follows). The answer is written into the
 * profile; the Following tab is read again, since its items changed.
 */
export function useFollowPerson(id: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followPerson(id, follow),
    onSuccess: (state) => {
      queryClient.setQueryData<Person>(peopleKeys.detail(id), (person) =>
        person ? { ...person, followedByMe: state.following, followersCount: state.followersCount } : person,
      );
      // The viewer's own profile counts whom they follow.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all, predicate: (q) => q.queryKey[1] !== id });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.feed, "list", "following"] });
      toast.success(state.following ? m.people_followed({ name }) : m.people_unfollowed({ name }));
    },
    onError: (error) => toast.error(errorMessage(error, m.people_follow_failed())),
  });
}
