import { MessageSquareHeart } from "lucide-react";
import { SUPPORT_CONTACT } from "@expertconnect/shared/schemas/profile";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const FEEDBACK_HREF = `mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent("Feedback on ExpertConnect")}`;

/** Feedback goes to the support inbox through the device's mail app. */
export function FeedbackCard() {
  useLocale();
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center">
      <MessageSquareHeart className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">{m.profile_feedback_title()}</p>
        <p className="text-sm text-muted-foreground">{m.profile_feedback_text()}</p>
      </div>
      <Button asChild variant="secondary">
        <a href={FEEDBACK_HREF}>{m.profile_send_feedback()}</a>
      </Button>
    </Card>
  );
}
