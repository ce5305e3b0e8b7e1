import { Mail, Phone, ShieldCheck } from "lucide-react";
import { SUPPORT_CONTACT } from "@expertconnect/shared/messages/support";
import { Card } from "@/components/ui/card.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function DeletionContact() {
  useLocale();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{m.deletion_questions()}</h2>
      <ul className="space-y-1 text-sm">
        <li>
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className="flex min-h-11 items-center gap-2 text-primary underline-offset-2 hover:underline">
            <Mail className="size-4" aria-hidden="true" /> {SUPPORT_CONTACT.email}
          </a>
        </li>
        <li>
          <a href={SUPPORT_CONTACT.phoneHref} className="flex min-h-11 items-center gap-2 text-primary underline-offset-2 hover:underline">
            <Phone className="size-4" aria-hidden="true" /> {SUPPORT_CONTACT.phone} ({SUPPORT_CONTACT.hours})
          </a>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_CONTACT.privacyEmail}`} className="flex min-h-11 items-center gap-2 text-primary underline-offset-2 hover:underline">
            <ShieldCheck className="size-4" aria-hidden="true" /> {m.deletion_grievance_officer()}: {SUPPORT_CONTACT.privacyEmail}
          </a>
        </li>
      </ul>
    </Card>
  );
}
