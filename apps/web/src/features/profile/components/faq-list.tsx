import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion.tsx";
import { Card } from "@/components/ui/card.tsx";

/** Six questions people ask about this product; the refund answers follow the terms (docs/product.md#cancellation-and-refunds). */
const FAQ = [
  {
    id: "booking",
    question: "How do I book a consultation?",
    answer: (
      <>
        Open <Link to="/explore" className="text-primary underline">Explore</Link>, choose a category and a verified expert, then tap
        Book Appointment. Pick a date, one of the half-hourly slots between 9:00 AM and 6:30 PM (IST) and a consultation type, add
        notes if you like, and confirm. Your booking appears under My Bookings.
      </>
    ),
  },
  {
    id: "cancel",
    question: "Can I cancel or reschedule, and how do refunds work?",
    answer: (
      <>
        You can cancel or reschedule up to 24 hours before the appointment for a full refund to your wallet. Cancellations made
        less than 24 hours before are not refunded. If the expert declines or cancels, or does not confirm before the start, you
        always get a full refund. Refunds reach your wallet as soon as the booking is cancelled. See the <Link to="/terms-of-service" className="text-primary underline">Terms of Service</Link> for details.
      </>
    ),
  },
  {
    id: "payment",
    question: "What payment methods do you accept?",
    answer: "Consultations are paid from your ExpertConnect wallet when you book. Add money to it with UPI, a credit or debit card, or net banking. Wallet funds cannot be transferred to another account.",
  },
  {
    id: "modes",
    question: "What consultation modes are available?",
    answer: "Every expert offers video, voice and chat consultations. You choose the mode when you book, and you can add notes for the expert beforehand.",
  },
  {
    id: "verification",
    question: "How are experts verified?",
    answer:
      "Before an expert gets the Verified badge we check their credentials: registration with the National Medical Commission or a State Medical Council for doctors, Bar Council enrolment for lawyers, ICAI membership for chartered accountants, and qualifications and work history for IT experts.",
  },
  {
    id: "privacy",
    question: "Is my personal and health data safe?",
    answer: (
      <>
        Your data is sent over encrypted connections, your password is stored only as a secure hash, and your consultation details
        are shared only with the expert you book. We process personal data under the Digital Personal Data Protection Act, 2023.
        Read our <Link to="/privacy-policy" className="text-primary underline">Privacy Policy</Link>, or ask us to delete your data
        from Settings → Delete Account.
      </>
    ),
  },
];

export function FaqList() {
  return (
    <section aria-labelledby="faq-heading" className="space-y-3">
      <h2 id="faq-heading" className="text-lg font-semibold">
        Frequently Asked Questions
      </h2>
      <Card className="px-4">
        <Accordion type="single" collapsible>
          {FAQ.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="leading-relaxed text-muted-foreground">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
    </section>
  );
}
