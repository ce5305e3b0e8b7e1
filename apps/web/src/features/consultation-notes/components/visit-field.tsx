import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CONSULTATION_VISIT_LABELS, CONSULTATION_VISITS } from "@expertconnect/shared/schemas/records";

/** First consultation or follow-up: a required choice, no default (docs/product.md#prescription-rules). */
export function VisitField({ field, error }: { field: UseFormRegisterReturn<"visit">; error?: string }) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Consultation</legend>
      <div className="grid grid-cols-2 gap-2">
        {CONSULTATION_VISITS.map((visit) => (
          <label key={visit} className="flex min-h-11 items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="radio" value={visit} className="size-5 shrink-0 accent-primary" {...field} />
            <span>{CONSULTATION_VISIT_LABELS[visit]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
