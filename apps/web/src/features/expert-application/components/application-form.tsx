import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { CATEGORIES, CATEGORY_CONFIG, type Category } from "@expertconnect/shared/categories";
import { BIO_MAX, CONSULTATION_FEE_MAX, CONSULTATION_FEE_MIN } from "@expertconnect/shared/constants";
import { MEDICAL_COUNCILS } from "@expertconnect/shared/medical-councils";
import { STATE_BAR_COUNCILS } from "@expertconnect/shared/bar-councils";
import { applicationSchema, REGISTRATION_LABELS, type ApplicationInput, type ApplicationValues } from "@expertconnect/shared/schemas/expert-side";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { fieldClass, Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { formatRupees } from "@/lib/format.ts";
import { useCreateApplication } from "../api/create-application.ts";

/** What the form holds: the shared schema's input, with languages typed as one comma-separated line. */
type FormValues = Omit<ApplicationInput, "languages" | "category"> & { category: Category | ""; languages: string };
const FIELDS = ["category", "specialization", "experienceYears", "consultationFee", "bio", "education", "languages", "registrationNumber", "registrationCouncil", "enrolledOn"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

const splitLanguages = (line: string) => line.split(",").map((l) => l.trim()).filter(Boolean);
const schemaResolver = zodResolver(applicationSchema);
// The shared schema checks the values as the server will receive them.
const resolver: Resolver<FormValues, unknown, ApplicationValues> = (values, context, options) =>
  schemaResolver(
    { ...values, category: values.category || undefined, languages: splitLanguages(values.languages), registrationNumber: values.registrationNumber || null, registrationCouncil: values.registrationCouncil || null, enrolledOn: values.enrolledOn || null } as never,
    context,
    options as never,
  ) as never;

/** The application to become an expert (docs/product.md#become-an-expert); documents follow once it is saved. */
export function ApplicationForm() {
  const create = useCreateApplication();
  const form = useForm<FormValues, unknown, ApplicationValues>({
    resolver,
    defaultValues: { category: "", specialization: "", bio: "", education: "", languages: "", registrationNumber: "", registrationCouncil: "", enrolledOn: "" },
  });
  const [category, bio] = useWatch({ control: form.control, name: ["category", "bio"] });
  const registration = category ? REGISTRATION_LABELS[category] : null;
  const errors = form.formState.errors;
  // One language at fault is reported at languages.<i>; the form shows it under the one field.
  const languageIssues = errors.languages as unknown as Record<string, { message?: string } | string | undefined> | undefined;
  const nested = Object.values(languageIssues ?? {}).find((e): e is { message: string } => typeof e === "object" && Boolean(e?.message));
  const languagesError = errors.languages?.message ?? nested?.message;

  // mutateAsync: a saved application replaces this form at once, and mutate's own callbacks would not run then.
  const onValid = async (values: ApplicationValues) => {
    try {
      await create.mutateAsync(values);
      toast.success("Application submitted. Now add your documents.");
    } catch (err) {
      if (err instanceof ApiError) for (const issue of err.issues) if (isField(issue.path)) form.setError(issue.path, { message: issue.message });
      toast.error(errorMessage(err, "Could not submit your application. Please try again."));
    }
  };

  return (
    <Card className="p-4">
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-4" aria-label="Expert application">
        <FormField label="Category" error={errors.category?.message}>
          {(props) => (
            <select {...props} className={cn(fieldClass, "min-h-11")} {...form.register("category")}>
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_CONFIG[c].expertTerm}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Specialization" error={errors.specialization?.message}>
          {(props) => <Input {...props} placeholder="e.g. Cardiologist" {...form.register("specialization")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Years of experience" error={errors.experienceYears?.message}>
            {(props) => <Input {...props} type="number" inputMode="numeric" min={0} {...form.register("experienceYears", { valueAsNumber: true })} />}
          </FormField>
          <FormField
            label="Consultation fee (₹)"
            hint={`${formatRupees(CONSULTATION_FEE_MIN)} to ${formatRupees(CONSULTATION_FEE_MAX)}, whole rupees`}
            error={errors.consultationFee?.message}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={CONSULTATION_FEE_MIN}
                max={CONSULTATION_FEE_MAX}
                {...form.register("consultationFee", { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        <FormField label="Bio" hint={`${bio?.length ?? 0}/${BIO_MAX}`} error={errors.bio?.message}>
          {(props) => <Textarea {...props} rows={4} placeholder="Your practice, what you help people with" {...form.register("bio")} />}
        </FormField>
        <FormField label="Education" error={errors.education?.message}>
          {(props) => <Input {...props} placeholder="e.g. MBBS, MD (AIIMS Delhi)" {...form.register("education")} />}
        </FormField>
        <FormField label="Languages" hint="Separate with commas, e.g. English, Hindi" error={languagesError}>
          {(props) => <Input {...props} {...form.register("languages")} />}
        </FormField>
        {registration ? (
          <FormField label={registration.label} error={errors.registrationNumber?.message}>
            {(props) => <Input {...props} autoCapitalize="characters" {...form.register("registrationNumber")} />}
          </FormField>
        ) : null}
        {category === "medical" ? (
          <FormField label="Medical council" hint="Where this number is registered" error={errors.registrationCouncil?.message}>
            {(props) => (
              <select {...props} className={cn(fieldClass, "min-h-11")} {...form.register("registrationCouncil")}>
                <option value="">Choose your council</option>
                {MEDICAL_COUNCILS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {category === "legal" ? (
          <>
            <FormField label="State Bar Council" hint="Where you are enrolled as an advocate" error={errors.registrationCouncil?.message}>
              {(props) => (
                <select {...props} className={cn(fieldClass, "min-h-11")} {...form.register("registrationCouncil")}>
                  <option value="">Choose your State Bar Council</option>
                  {STATE_BAR_COUNCILS.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Date of enrolment" error={errors.enrolledOn?.message}>
              {(props) => <Input {...props} type="date" {...form.register("enrolledOn")} />}
            </FormField>
          </>
        ) : null}
        <NetworkButton type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? "Submitting..." : "Submit application"}
        </NetworkButton>
      </form>
    </Card>
  );
}
