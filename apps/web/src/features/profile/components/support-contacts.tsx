import { Mail, MessageSquareText, Phone } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { SUPPORT_CONTACT } from "@expertconnect/shared/schemas/profile";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** E-mail and phone open the device's mail and dialler; live chat is not available yet. */
export function SupportContacts() {
  useLocale();
  return (
    <section aria-labelledby="contact-heading" className="space-y-3">
      <h2 id="contact-heading" className="text-lg font-semibold">
        {m.profile_contact_us()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.profile_support_hours({ hours: SUPPORT_CONTACT.hours })}</p>
      <Card className="grid gap-2 p-3 sm:grid-cols-3">
        <Button asChild variant="outline" size="row">
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>
            <Mail aria-hidden="true" />
            <span className="text-left">
              <span className="block">{m.profile_email_support()}</span>
              <span className="block text-xs font-normal text-muted-foreground">{SUPPORT_CONTACT.email}</span>
            </span>
          </a>
        </Button>
        <Button asChild variant="outline" size="row">
          <a href={SUPPORT_CONTACT.phoneHref}>
            <Phone aria-hidden="true" />
            <span className="text-left">
              <span className="block">{m.profile_call_us()}</span>
              <span className="block text-xs font-normal text-muted-foreground">{SUPPORT_CONTACT.phone}</span>
            </span>
          </a>
        </Button>
        <Button variant="outline" size="row" onClick={() => toast.info(m.profile_coming_soon())}>
          <MessageSquareText aria-hidden="true" />
          <span className="text-left">
            <span className="block">{m.profile_live_chat()}</span>
            <span className="block text-xs font-normal text-muted-foreground">{m.profile_live_chat_text()}</span>
          </span>
        </Button>
      </Card>
    </section>
  );
}
