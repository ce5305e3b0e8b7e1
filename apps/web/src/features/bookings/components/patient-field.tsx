import { useWatch, type UseFormReturn } from "react-hook-form";
import { ADULT_AGE, PATIENT_GENDERS, type BookingFormInput, type BookingFormValues } from "@expertconnect/shared/schemas/bookings";
import { FormField } from "@/components/ui/form-field.tsx";
import { fieldClass, Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { ChoiceTile } from "./choice-tile.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const GENDER_LABELS = { female: m.booking_gender_female, male: m.booking_gender_male, other: m.booking_gender_other } as const;

type BookingFormApi = UseFormReturn<BookingFormInput, unknown, BookingFormValues>;

/**
 * Who a medical consultation is for (docs/product.md#the-patient): the client, or another person
 * with name, age and gender; a patient under 18 only with the adult client present.
 */
export function PatientField({ form, disabled }: { form: BookingFormApi; disabled?: boolean }) {
  useLocale();
  const patient = useWatch({ control: form.control, name: "patient" });
  const errors = form.formState.errors.patient as Record<string, { message?: string } | undefined> | undefined;
  const other = patient?.for === "other";
  const age = other ? Number((patient as { age?: unknown }).age) : NaN;
  const choose = (value: string) =>
    form.setValue("patient", value === "other" ? { for: "other", name: "", age: undefined as unknown as number, gender: undefined as never, adultPresent: false } : { for: "self" });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{m.booking_patient_legend()}</legend>
      <div className="grid grid-cols-2 gap-2">
        <ChoiceTile name="patientFor" value="self" checked={!other} disabled={disabled} onSelect={choose}>
          {m.booking_patient_self()}
        </ChoiceTile>
        <ChoiceTile name="patientFor" value="other" checked={other} disabled={disabled} onSelect={choose}>
          {m.booking_patient_other()}
        </ChoiceTile>
      </div>
      {other ? (
        <div className="space-y-3">
          <FormField label={m.booking_patient_name()} error={errors?.name?.message}>
            {(props) => <Input {...props} autoComplete="off" {...form.register("patient.name")} />}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={m.booking_patient_age()} error={errors?.age?.message}>
              {(props) => <Input {...props} type="number" inputMode="numeric" min={0} {...form.register("patient.age", { valueAsNumber: true })} />}
            </FormField>
            <FormField label={m.booking_patient_gender()} error={errors?.gender?.message}>
              {(props) => (
                <select {...props} className={cn(fieldClass, "min-h-11")} defaultValue="" {...form.register("patient.gender")}>
                  <option value="" disabled>
                    {m.booking_choose()}
                  </option>
                  {PATIENT_GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {GENDER_LABELS[g]()}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {age < ADULT_AGE ? (
            <div className="space-y-1">
              <label className="flex min-h-11 items-start gap-3 rounded-lg border p-3 text-sm">
                <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...form.register("patient.adultPresent")} />
                <span>{m.booking_guardian()}</span>
              </label>
              {errors?.adultPresent?.message ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.adultPresent.message}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
