import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { MEDICINES_MAX, type PrescriptionInput } from "@expertconnect/shared/schemas/records";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

const FIELDS = [
  { name: "name", label: "Medicine", placeholder: "e.g. Paracetamol" },
  { name: "strength", label: "Strength (optional)", placeholder: "e.g. 500 mg" },
  { name: "dose", label: "Dose", placeholder: "e.g. 1 tablet" },
  { name: "frequency", label: "Frequency", placeholder: "e.g. Twice a day after food" },
  { name: "duration", label: "Duration", placeholder: "e.g. 5 days" },
] as const;

/** The prescription's medicines, one fieldset each ("Medicine 1", …), added and removed by the expert. */
export function MedicineRows({
  control,
  register,
  errors,
}: {
  control: Control<PrescriptionInput>;
  register: UseFormRegister<PrescriptionInput>;
  errors: FieldErrors<PrescriptionInput>["medicines"];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "medicines" });
  return (
    <div className="space-y-3">
      <h2 className="font-semibold">Medicines</h2>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No medicines yet.</p> : null}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="relative space-y-3 rounded-lg border p-3 pt-12">
          {/* The legend comes first so that it names the group. */}
          <legend className="absolute left-3 top-3 text-sm font-medium">Medicine {i + 1}</legend>
          <Button variant="ghost" size="icon" className="absolute right-1 top-1" aria-label={`Remove medicine ${i + 1}`} onClick={() => remove(i)}>
            <Trash2 aria-hidden="true" />
          </Button>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <FormField key={f.name} label={f.label} error={errors?.[i]?.[f.name]?.message}>
                {(props) => <Input {...props} placeholder={f.placeholder} {...register(`medicines.${i}.${f.name}`)} />}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      {errors?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="w-full"
        disabled={fields.length >= MEDICINES_MAX}
        onClick={() => append({ name: "", strength: "", dose: "", frequency: "", duration: "" })}
      >
        <Plus aria-hidden="true" /> Add medicine
      </Button>
    </div>
  );
}
