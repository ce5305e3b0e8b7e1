import type { FormEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { hasListingRules } from "@expertconnect/shared/messages/listing-rules";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useAcknowledgeListingNotice, useListingNotice } from "../api/listing-notice.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * Lawyers' and CAs' listings come after a one-time notice that they are information the person asked
 * for, not advertising (docs/product.md#listing-rules); other categories pass straight through. The
 * notice is rendered by the server from the account or the device's cookie, so it never flashes. A
 * plain form: before the script runs the tap is held and sent once it does; without JavaScript the
 * server takes the post itself and sends the person back here.
 */
export function ListingNotice({ category, children }: { category: string; children: ReactNode }) {
  useLocale();
  const applies = hasListingRules(category);
  const { data, isPending } = useListingNotice(applies);
  const acknowledge = useAcknowledgeListingNotice();
  const { pathname, search } = useLocation();
  if (!applies || data?.acknowledged) return children;
  if (isPending) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    acknowledge.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, m.explore_notice_failed())) });
  };
  return (
    <Card role="region" aria-labelledby="listing-notice-title" className="space-y-3 p-4">
      <h1 id="listing-notice-title" tabIndex={-1} data-page-heading className="text-xl font-semibold outline-none">
        {m.explore_notice_title()}
      </h1>
      <p className="text-sm">{m.explore_notice_body()}</p>
      <p className="text-sm text-muted-foreground">{m.explore_notice_confirm()}</p>
      <form method="post" action="/listing-notice" onSubmit={submit}>
        <input type="hidden" name="returnTo" value={pathname + search} />
        <NetworkButton type="submit" className="w-full" disabled={acknowledge.isPending}>
          {m.explore_notice_button()}
        </NetworkButton>
      </form>
    </Card>
  );
}
