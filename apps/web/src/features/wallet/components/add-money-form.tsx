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

const QUICK = [500, 1000, 2000];

/** Add Money: whole rupees within the shared limits, then to the checkout. */
export function AddMoneyForm({ returnTo = "/profile/wallet" }: { returnTo?: string }) {
  const start = useStartTopUp();
  const form = useForm<CreateTopUp>({ resolver: zodResolver(createTopUpSchema), mode: "onSubmit" });
  const submit = form.handleSubmit(async ({ amountRupees }) => {
    try {
      await start.mutateAsync({ rupees: amountRupees, after: { returnTo } });
    } catch (err) {
      toast.error(errorMessage(err, "The payment could not be started. Please try again."));
    }
  });
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-label="Add money">
      <FormField
        label="Amount (₹)"
        hint={`From ${formatRupees(TOPUP_MIN_RUPEES)} to ${formatRupees(TOPUP_MAX_RUPEES)}, whole rupees.`}
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
        {start.isPending ? "Starting payment..." : "Continue to payment"}
      </NetworkButton>
    </form>
  );
}
