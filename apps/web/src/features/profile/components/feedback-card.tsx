import { MessageSquareHeart } from "lucide-react";
import { SUPPORT_CONTACT } from "@expertconnect/shared/schemas/profile";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

const FEEDBACK_HREF = `mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent("Feedback on ExpertConnect")}`;

/** Feedback goes to the support inbox through the device's mail app. */
export function FeedbackCard() {
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center">
      <MessageSquareHeart className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">Help us improve</p>
        <p className="text-sm text-muted-foreground">Tell us what works for you and what does not.</p>
      </div>
      <Button asChild variant="secondary">
        <a href={FEEDBACK_HREF}>Send Feedback</a>
      </Button>
    </Card>
  );
}
