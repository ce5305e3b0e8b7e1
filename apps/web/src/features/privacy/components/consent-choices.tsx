import { Link } from "react-router";
import { PRIVACY_MESSAGES as M, type OptionalConsent } from "@expertconnect/shared/messages/privacy";
import { Card } from "@/components/ui/card.tsx";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { useChangeConsent } from "../api/change-consent.ts";
import { useConsents } from "../api/get-consents.ts";

const CHOICES: { purpose: OptionalConsent; label: string; description: string; on: string; off: string }[] = [
  { purpose: "marketing_email", label: "Marketing e-mail", description: "News and offers from us by e-mail", on: M.marketingOn, off: M.marketingOff },
  {
    purpose: "push",
    label: "Push notifications",
    description: "Notifications to your devices; withdrawing turns them off on every device",
    on: M.pushOn,
    off: M.pushOff,
  },
];

function ConsentSwitch({ userId, choice, checked }: { userId: string; choice: (typeof CHOICES)[number]; checked: boolean }) {
  const change = useChangeConsent(userId);
  return (
    <LabelledSwitch
      label={choice.label}
      description={choice.description}
      checked={checked}
      disabled={change.isPending}
      onCheckedChange={(granted) =>
        change.mutate(
          { purpose: choice.purpose, granted },
          {
            onSuccess: () => toast.success(granted ? choice.on : choice.off),
            onError: (error) => toast.error(errorMessage(error, M.saveFailed)),
          },
        )
      }
    />
  );
}

/**
 * "Your consents" in Settings (docs/product.md#notice-and-consent): when the person agreed to the
 * notice, and the optional consents, each withdrawn with one switch as it was given.
 */
export function ConsentChoices({ userId }: { userId: string }) {
  const { data } = useConsents(userId);
  return (
    <Card className="space-y-1 p-4">
      <h2 className="text-base font-semibold">Your consents</h2>
      <p className="text-sm text-muted-foreground">
        {data?.agreedAt ? `You agreed to the privacy notice (version ${data.agreedVersion}) on ${formatBookingDate(data.agreedAt)}. ` : ""}
        <Link to="/privacy-notice" className="text-primary underline underline-offset-2">
          Read the privacy notice
        </Link>
      </p>
      {data ? CHOICES.map((choice) => <ConsentSwitch key={choice.purpose} userId={userId} choice={choice} checked={choice.purpose === "push" ? data.push : data.marketingEmail} />) : null}
    </Card>
  );
}
