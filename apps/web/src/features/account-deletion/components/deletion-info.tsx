import { Archive, CircleCheck, Download, PauseCircle, TriangleAlert } from "lucide-react";
import { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS } from "@expertconnect/shared/messages/support";
import { Card } from "@/components/ui/card.tsx";

/** The deletion flow (docs/product.md#account-deletion), as the steps the person will see. */
const STEPS = [
  { title: "Request submitted", text: "We record your request and confirm it on screen." },
  { title: "Identity verified", text: `We contact you to verify your identity within ${DELETION_VERIFY_BUSINESS_DAYS} business days.` },
  { title: "Data deleted", text: `Your account and data are deleted within ${DELETION_COMPLETE_BUSINESS_DAYS} business days.` },
  { title: "Final confirmation", text: "We send you a final confirmation once deletion is complete." },
];

const DELETED_DATA = [
  "Your account, sign-in details and active sessions",
  "Profile details: name, phone number, photo, specialization, education and bio",
  "Booking history and the notes you wrote for experts",
  "Wallet balance and transaction history (unused balance cannot be refunded or transferred)",
  "Posts, videos, questions and answers you shared",
  "Messages and notifications",
];

export function DeletionWarning() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-destructive bg-card p-4">
      <TriangleAlert className="size-6 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold text-destructive">Deletion is permanent</p>
        <p className="text-sm">
          Once your account is deleted it cannot be recovered. Upcoming bookings are cancelled and your wallet balance is lost.
        </p>
      </div>
    </div>
  );
}

export function DeletionSteps() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">What happens next</h2>
      <ol className="space-y-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function DeletedDataList() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Data that will be deleted</h2>
      <ul className="space-y-2 text-sm">
        {DELETED_DATA.map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex gap-2 text-xs text-muted-foreground">
        <Archive className="size-4 shrink-0" aria-hidden="true" />
        Records the law requires us to keep, such as payment and tax records, are kept only as long as the law requires.
      </p>
    </Card>
  );
}

export function DeletionAlternatives() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Alternatives to deletion</h2>
      <ul className="space-y-3 text-sm">
        <li className="flex gap-3">
          <PauseCircle className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Deactivate instead</p>
            <p className="text-muted-foreground">Take a break: we hide your account until you sign in again, and nothing is lost. Ask our support team.</p>
          </div>
        </li>
        <li className="flex gap-3">
          <Download className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Export your data first</p>
            <p className="text-muted-foreground">Ask us for a copy of your profile, bookings and posts before you go.</p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
