import { Archive, CircleCheck, Download, PauseCircle, TriangleAlert } from "lucide-react";
import { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS } from "@expertconnect/shared/messages/support";
import { Card } from "@/components/ui/card.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The deletion flow (docs/product.md#account-deletion), as the steps the person will see. */
const STEPS = [
  { id: "submitted", title: m.deletion_step_submitted, text: () => m.deletion_step_submitted_text() },
  { id: "verified", title: m.deletion_step_verified, text: () => m.deletion_step_verified_text({ days: DELETION_VERIFY_BUSINESS_DAYS }) },
  { id: "deleted", title: m.deletion_step_deleted, text: () => m.deletion_step_deleted_text({ days: DELETION_COMPLETE_BUSINESS_DAYS }) },
  { id: "final", title: m.deletion_step_final, text: () => m.deletion_step_final_text() },
];

const DELETED_DATA = [
  m.deletion_data_account,
  m.deletion_data_profile,
  m.deletion_data_bookings,
  m.deletion_data_wallet,
  m.deletion_data_posts,
  m.deletion_data_messages,
];

export function DeletionWarning() {
  useLocale();
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-destructive bg-card p-4">
      <TriangleAlert className="size-6 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold text-destructive">{m.deletion_permanent()}</p>
        <p className="text-sm">
          {m.deletion_permanent_text()}
        </p>
      </div>
    </div>
  );
}

export function DeletionSteps() {
  useLocale();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{m.deletion_next()}</h2>
      <ol className="space-y-3">
        {STEPS.map((step, i) => (
          <li key={step.id} className="flex gap-3">
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <div>
              <p className="font-medium">{step.title()}</p>
              <p className="text-sm text-muted-foreground">{step.text()}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function DeletedDataList() {
  useLocale();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{m.deletion_data_title()}</h2>
      <ul className="space-y-2 text-sm">
        {DELETED_DATA.map((item, i) => (
          <li key={i} className="flex gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item()}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex gap-2 text-xs text-muted-foreground">
        <Archive className="size-4 shrink-0" aria-hidden="true" />
        {m.deletion_data_kept()}
      </p>
    </Card>
  );
}

export function DeletionAlternatives() {
  useLocale();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{m.deletion_alternatives()}</h2>
      <ul className="space-y-3 text-sm">
        <li className="flex gap-3">
          <PauseCircle className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{m.deletion_deactivate()}</p>
            <p className="text-muted-foreground">{m.deletion_deactivate_text()}</p>
          </div>
        </li>
        <li className="flex gap-3">
          <Download className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{m.deletion_export_first()}</p>
            <p className="text-muted-foreground">{m.deletion_export_first_text()}</p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
