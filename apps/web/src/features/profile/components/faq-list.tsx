import type { ReactNode } from "react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { bracketed } from "@/lib/message-parts.ts";
import { m } from "@/paraglide/messages.js";

/** An answer whose [bracketed] words link to a screen of the app. */
function linked(text: string, to: string): ReactNode {
  const [before, label, after] = bracketed(text);
  return (
    <>
      {before}
      <Link to={to} className="text-primary underline">
        {label}
      </Link>
      {after}
    </>
  );
}

/** Six questions people ask about this product; the refund answers follow the terms (docs/product.md#cancellation-and-refunds). */
const FAQ: { id: string; question: () => string; answer: () => ReactNode }[] = [
  { id: "booking", question: m.profile_faq_booking_q, answer: () => linked(m.profile_faq_booking_a(), "/explore") },
  { id: "cancel", question: m.profile_faq_cancel_q, answer: () => linked(m.profile_faq_cancel_a(), "/terms-of-service") },
  { id: "payment", question: m.profile_faq_payment_q, answer: m.profile_faq_payment_a },
  { id: "modes", question: m.profile_faq_modes_q, answer: m.profile_faq_modes_a },
  { id: "verification", question: m.profile_faq_verification_q, answer: m.profile_faq_verification_a },
  { id: "privacy", question: m.profile_faq_privacy_q, answer: () => linked(m.profile_faq_privacy_a(), "/privacy-policy") },
];

export function FaqList() {
  useLocale();
  return (
    <section aria-labelledby="faq-heading" className="space-y-3">
      <h2 id="faq-heading" className="text-lg font-semibold">
        {m.profile_faq()}
      </h2>
      <Card className="px-4">
        <Accordion type="single" collapsible>
          {FAQ.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question()}</AccordionTrigger>
              <AccordionContent className="leading-relaxed text-muted-foreground">{item.answer()}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
    </section>
  );
}
