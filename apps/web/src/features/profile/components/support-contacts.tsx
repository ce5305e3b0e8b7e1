import { Mail, MessageSquareText, Phone } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { PROFILE_MESSAGES, SUPPORT_CONTACT } from "@expertconnect/shared/schemas/profile";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** E-mail and phone open the device's mail and dialler; live chat is not available yet. */
export function SupportContacts() {
  return (
    <section aria-labelledby="contact-heading" className="space-y-3">
      <h2 id="contact-heading" className="text-lg font-semibold">
        Contact us
      </h2>
      <p className="text-sm text-muted-foreground">Our support team is available {SUPPORT_CONTACT.hours}.</p>
      <Card className="grid gap-2 p-3 sm:grid-cols-3">
        <Button asChild variant="outline" size="row">
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>
            <Mail aria-hidden="true" />
            <span className="text-left">
              <span className="block">Email Support</span>
              <span className="block text-xs font-normal text-muted-foreground">{SUPPORT_CONTACT.email}</span>
            </span>
          </a>
        </Button>
        <Button asChild variant="outline" size="row">
          <a href={SUPPORT_CONTACT.phoneHref}>
            <Phone aria-hidden="true" />
            <span className="text-left">
              <span className="block">Call Us</span>
              <span className="block text-xs font-normal text-muted-foreground">{SUPPORT_CONTACT.phone}</span>
            </span>
          </a>
        </Button>
        <Button variant="outline" size="row" onClick={() => toast.info(PROFILE_MESSAGES.comingSoon)}>
          <MessageSquareText aria-hidden="true" />
          <span className="text-left">
            <span className="block">Live Chat</span>
            <span className="block text-xs font-normal text-muted-foreground">Chat with our team</span>
          </span>
        </Button>
      </Card>
    </section>
  );
}
