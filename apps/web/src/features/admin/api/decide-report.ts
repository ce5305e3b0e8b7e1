import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationAction, ReportKind } from "@expertconnect/shared/messages/moderation";
import { apiClient, unwrap } from "@/lib/api-client.ts";
import { invalidate, queryRoots } from "@/lib/query-keys.ts";
import { adminKeys } from "./keys.ts";

export const decideReport = ({ kind, id, action, note }: { kind: ReportKind; id: string; action: ModerationAction; note?: string }) =>
  unwrap(apiClient.admin.reports[":kind"][":id"].decision.$post({ param: { kind, id }, json: { action, note: note || undefined } }));

/** A decision on a reported item; the queue, the audit log and the lists the item was in are read again. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideReport, onSettled: () => invalidate(queryClient, adminKeys.all, queryRoots.feed, queryRoots.doubts) });
}
