import { useState } from "react";
import { Link } from "react-router";
import type { OptionalConsent } from "@expertconnect/shared/messages/privacy";
import { Card } from "@/components/ui/card.tsx";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { formatLongDate, useLocale } from "@/lib/i18n.tsx";
import { toast } from "@/lib/toast.ts";
import { useChangeConsent } from "../api/change-consent.ts";
import { m } from "@/paraglide/messages.js";
import { useConsentHistory } from "../api/get-consent-history.ts";
import { useConsents } from "../api/get-consents.ts";

const PURPOSE_LABEL: Record<string, Message> = { notice: m.consents_history_notice, marketing_email: m.consents_marketing, push: m.consents_push };

/** The person's consent records, read when opened: what, given or withdrawn, the notice's version, the time in IST. */
function ConsentHistory({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const history = useConsentHistory(userId, open);
  return (
    <details className="pt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium">{m.consents_history()}</summary>
      {history.isError ? (
        <p role="alert">{m.consents_history_failed()}</p>
      ) : history.data?.length === 0 ? (
        <p>{m.consents_history_empty()}</p>
      ) : (
        <ul className="space-y-1 text-muted-foreground" aria-label={m.consents_history()} aria-busy={history.isPending && open}>
          {history.data?.map((r) => (
            <li key={`${r.at}-${r.purpose}-${String(r.granted)}`}>
              {m.consents_history_row({
                what: (PURPOSE_LABEL[r.purpose] ?? m.consents_history_notice)(),
                state: r.granted ? m.consents_history_given() : m.consents_history_withdrawn(),
                version: r.noticeVersion,
                time: `${formatBookingDate(r.at)}, ${formatBookingTime(r.at)}`,
              })}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

type Message = () => string;
const CHOICES: { purpose: OptionalConsent; label: Message; description: Message; on: Message; off: Message }[] = [
  { purpose: "marketing_email", label: m.consents_marketing, description: m.consents_marketing_text, on: m.consents_marketing_on, off: m.consents_marketing_off },
  { purpose: "push", label: m.consents_push, description: m.consents_push_text, on: m.consents_push_on, off: m.consents_push_off },
];

function ConsentSwitch({ userId, choice, checked }: { userId: string; choice: (typeof CHOICES)[number]; checked: boolean }) {
  const change = useChangeConsent(userId);
  return (
    <LabelledSwitch
      label={choice.label()}
      description={choice.description()}
      checked={checked}
      disabled={change.isPending}
      onCheckedChange={(granted) =>
        change.mutate(
          { purpose: choice.purpose, granted },
          {
            onSuccess: () => toast.success(granted ? choice.on() : choice.off()),
            onError: (error) => toast.error(errorMessage(error, m.consents_save_failed())),
          },
        )
      }
    />
  );
}

/**
 * "Your consents" in Settings (docs/product.md#notice-and-consent): when the person agreed to the
 * notice, the optional consents, each withdrawn with one switch as it was given, and the history of
 * every choice.
 */
export function ConsentChoices({ userId }: { userId: string }) {
  const { data } = useConsents(userId);
  const { locale } = useLocale();
  return (
    <Card className="space-y-1 p-4">
      <h2 className="text-base font-semibold">{m.consents_title()}</h2>
      <p className="text-sm text-muted-foreground">
        {data?.agreedAt ? m.consents_agreed({ version: data.agreedVersion ?? "", date: locale === "en" ? formatBookingDate(data.agreedAt) : formatLongDate(data.agreedAt, locale) }) : ""}
        <Link to="/privacy-notice" className="text-primary underline underline-offset-2">
          {m.consents_read_notice()}
        </Link>
      </p>
      {data ? CHOICES.map((choice) => <ConsentSwitch key={choice.purpose} userId={userId} choice={choice} checked={choice.purpose === "push" ? data.push : data.marketingEmail} />) : null}
      <ConsentHistory userId={userId} />
    </Card>
  );
}
