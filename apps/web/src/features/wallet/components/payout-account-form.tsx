import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { bankAccountSchema, upiAccountSchema, type PayoutAccountInput } from "@expertconnect/shared/schemas/payouts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useSavePayoutAccount } from "../api/payout-account.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

type Method = PayoutAccountInput["method"];

/** The shape of a UPI ID, as an example in the field (not words to translate). */
const UPI_EXAMPLE = "name@bank";

/** Saves the account; field issues go to their fields, anything else to a toast. */
function useSubmit<T extends FieldValues>(userId: string, form: UseFormReturn<T, unknown, T>, onSaved: () => void) {
  const save = useSavePayoutAccount(userId);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as unknown as PayoutAccountInput);
      toast.success(m.wallet_account_saved());
      onSaved();
    } catch (err) {
      const issues = err instanceof ApiError ? err.issues : [];
      for (const issue of issues) form.setError(issue.path as Path<T>, { message: issue.message });
      if (!issues.length) toast.error(errorMessage(err, m.wallet_account_save_failed()));
    }
  });
  return { submit, pending: save.isPending };
}

function Field<T extends FieldValues>({ of: form, name, label, ...input }: { of: UseFormReturn<T, unknown, T>; name: Path<T>; label: string } & Omit<React.ComponentProps<"input">, "form" | "name">) {
  const error = form.formState.errors[name]?.message;
  return <FormField label={label} error={typeof error === "string" ? error : undefined}>{(field) => <Input {...field} {...input} {...form.register(name)} />}</FormField>;
}

function BankForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const form = useForm({ resolver: zodResolver(bankAccountSchema), defaultValues: { method: "bank" as const } });
  const { submit, pending } = useSubmit(userId, form, onSaved);
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={m.wallet_bank_account()}>
      <Field of={form} name="holderName" label={m.wallet_holder_name()} autoComplete="name" />
      <Field of={form} name="accountNumber" label={m.wallet_account_number()} inputMode="numeric" autoComplete="off" />
      <Field of={form} name="accountNumberAgain" label={m.wallet_account_number_again()} inputMode="numeric" autoComplete="off" />
      <Field of={form} name="ifsc" label={m.wallet_ifsc()} autoComplete="off" autoCapitalize="characters" />
      <Field of={form} name="password" label={m.wallet_your_password()} type="password" autoComplete="current-password" />
      <NetworkButton type="submit" className="w-full" disabled={pending}>
        {pending ? m.wallet_verifying() : m.wallet_save_bank()}
      </NetworkButton>
    </form>
  );
}

function UpiForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const form = useForm({ resolver: zodResolver(upiAccountSchema), defaultValues: { method: "upi" as const } });
  const { submit, pending } = useSubmit(userId, form, onSaved);
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={m.wallet_upi_id()}>
      <Field of={form} name="upiId" label={m.wallet_upi_id()} autoComplete="off" placeholder={UPI_EXAMPLE} />
      <Field of={form} name="password" label={m.wallet_your_password()} type="password" autoComplete="current-password" />
      <NetworkButton type="submit" className="w-full" disabled={pending}>
        {pending ? m.wallet_verifying() : m.wallet_save_upi()}
      </NetworkButton>
    </form>
  );
}

/** Bank account or UPI ID, verified by the provider when saved; the password is asked every time. */
export function PayoutAccountForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  useLocale();
  const [method, setMethod] = useState<Method>("bank");
  return (
    <div className="space-y-3">
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">{m.wallet_paid_to()}</legend>
        {(["bank", "upi"] as const).map((option) => (
          <label key={option} className="flex items-center gap-1.5">
            <input type="radio" name="payout-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {option === "bank" ? m.wallet_bank_account() : m.wallet_upi_id()}
          </label>
        ))}
      </fieldset>
      {method === "bank" ? <BankForm userId={userId} onSaved={onSaved} /> : <UpiForm userId={userId} onSaved={onSaved} />}
    </div>
  );
}
