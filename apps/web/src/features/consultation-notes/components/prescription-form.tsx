import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { findProhibitedMedicine, prohibitedMedicineMessage } from "@expertconnect/shared/prohibited-medicines";
import { ADVICE_MAX, prescriptionSchema, type Prescription, type PrescriptionInput } from "@expertconnect/shared/schemas/records";
import { toast } from "@/lib/toast.ts";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { MedicineRows } from "./medicine-rows.tsx";
import { showSaveError } from "./note-form-error.ts";
import { VisitField } from "./visit-field.tsx";

/**
 * A prescription with the fields India's Telemedicine Practice Guidelines (2020) ask for
 * (docs/product.md#reviews-and-prescriptions), checked by the shared schema before it is sent,
 * the guidelines' Prohibited List among it (docs/product.md#prescription-rules).
 */
export function PrescriptionForm({
  initial,
  registrationLocked = false,
  onSave,
}: {
  initial: PrescriptionInput;
  /** the registration an admin checked: shown, not changed (docs/product.md#doctors-registration) */
  registrationLocked?: boolean;
  onSave: (values: Prescription) => Promise<void>;
}) {
  const form = useForm<PrescriptionInput, unknown, Prescription>({ resolver: zodResolver(prescriptionSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values);
      } catch (err) {
        showSaveError(err, form.setError);
      }
    },
    () => {
      // A medicine of the Prohibited List is also said in a toast: its field may be far down the form.
      for (const { name } of form.getValues("medicines")) {
        const listed = findProhibitedMedicine(name ?? "");
        if (listed) return void toast.error(prohibitedMedicineMessage(name, listed));
      }
    },
  );
  const text = (name: "doctorName" | "qualification" | "registrationNumber" | "patientName", label: string, hint?: string, readOnly = false) => (
    <FormField label={label} hint={hint} error={errors[name]?.message}>
      {(props) => <Input {...props} readOnly={readOnly} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Prescription">
      <Card className="space-y-4 p-4">
        <h2 className="font-semibold">Doctor</h2>
        {text("doctorName", "Doctor's name")}
        {text("qualification", "Qualification")}
        {text(
          "registrationNumber",
          "Registration number",
          registrationLocked ? `Verified${initial.registrationCouncil ? ` · ${initial.registrationCouncil}` : ""}` : undefined,
          registrationLocked,
        )}
      </Card>
      <Card className="space-y-4 p-4">
        <h2 className="font-semibold">Patient</h2>
        {text("patientName", "Patient's name")}
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Age (years)" error={errors.patientAge?.message}>
            {(props) => <Input {...props} type="number" inputMode="numeric" min={0} {...form.register("patientAge", { valueAsNumber: true })} />}
          </FormField>
          <FormField label="Date" error={errors.date?.message}>
            {(props) => <Input {...props} type="date" {...form.register("date")} />}
          </FormField>
        </div>
        <VisitField field={form.register("visit")} error={errors.visit?.message} />
        <FormField label="Diagnosis or provisional diagnosis" error={errors.diagnosis?.message}>
          {(props) => <Textarea {...props} rows={2} {...form.register("diagnosis")} />}
        </FormField>
      </Card>
      <Card className="p-4">
        <MedicineRows control={form.control} register={form.register} errors={errors.medicines} />
      </Card>
      <Card className="space-y-4 p-4">
        <FormField label="Advice (optional)" hint={`At most ${ADVICE_MAX} characters`} error={errors.advice?.message}>
          {(props) => <Textarea {...props} rows={3} {...form.register("advice")} />}
        </FormField>
        <FormField label="Follow-up (optional)" error={errors.followUp?.message}>
          {(props) => <Input {...props} placeholder="e.g. After 1 week, or earlier if symptoms worsen" {...form.register("followUp")} />}
        </FormField>
      </Card>
      <NetworkButton type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save prescription"}
      </NetworkButton>
    </form>
  );
}
