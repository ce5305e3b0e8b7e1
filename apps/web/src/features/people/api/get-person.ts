import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { peopleKeys } from "./keys.ts";

/** A person's public profile, with whether the viewer follows them (docs/product.md#profiles). */
export const fetchPerson = (id: string) => unwrap(apiClient.people[":id"].$get({ param: { id } }));

export type Person = Awaited<ReturnType<typeof fetchPerson>>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an address's id can name a person at all (others are shown as not found without asking). */
export const isPersonId = (id: string) => UUID_RE.test(id);

/** A 404 is an answer (the not-found state), not a failure to retry. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: () => fetchPerson(id),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function usePerson(id: string) {
  return useQuery({ ...personQuery(id), enabled: isPersonId(id) });
}
