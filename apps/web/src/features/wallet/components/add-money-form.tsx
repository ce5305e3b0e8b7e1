import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { createTopUpSchema, TOPUP_MAX_RUPEES, TOPUP_MIN_RUPEES, type CreateTopUp } from "@expertconnect/shared/schemas/wallet";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatRupees } from "@/lib/format.ts";
import { useStartTopUp } from "../lib/use-start-top-up.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const QUICK = [500, 1000, 2000];

/** Add Money: whole rupees within the shared limits, then to the checkout. */
export function AddMoneyForm({ returnTo = "/profile/wallet" }: { returnTo?: string }) {
  useLocale();
  const start = useStartTopUp();
  const form = useForm<CreateTopUp>({ resolver: zodResolver(createTopUpSchema), mode: "onSubmit" });
  const submit = form.handleSubmit(async ({ amountRupees }) => {
    try {
      await start.mutateAsync({ rupees: amountRupees, after: { returnTo } });
    } catch (err) {
      toast.error(errorMessage(err, m.wallet_start_failed()));
    }
  });
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-label={m.wallet_add_money_form()}>
      <FormField
        label={m.wallet_amount()}
        hint={m.wallet_amount_hint({ min: formatRupees(TOPUP_MIN_RUPEES), max: formatRupees(TOPUP_MAX_RUPEES) })}
        error={form.formState.errors.amountRupees?.message}
      >
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...form.register("amountRupees", { valueAsNumber: true })} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        {QUICK.map((rupees) => (
          <Button key={rupees} variant="outline" size="sm" onClick={() => form.setValue("amountRupees", rupees, { shouldValidate: true })}>
            {formatRupees(rupees)}
          </Button>
        ))}
      </div>
      <NetworkButton type="submit" className="w-full" disabled={start.isPending}>
        {start.isPending ? m.wallet_starting() : m.wallet_continue()}
      </NetworkButton>
    </form>
  );
}
