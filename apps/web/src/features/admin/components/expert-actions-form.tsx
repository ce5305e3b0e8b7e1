import { useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Runs an admin's action, then says so in a toast; true when it was done (the dialog then closes). */
export async function runWithToast(run: () => Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await run();
    toast.success(done);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, failed));
    return false;
  }
}

/**
 * An expert chosen by their page's address (/expert/…) or id, and two actions on them side by side
 * (`actions` gets the id, or null while the field holds none).
 */
export function ExpertActionsForm({ actions }: { actions: (id: string | null) => ReactNode }) {
  const [value, setValue] = useState("");
  const id = UUID.exec(value)?.[0]?.toLowerCase() ?? null;
  return (
    <Card className="space-y-4 p-4">
      <FormField
        label="Expert page address or id"
        hint="Paste the address of the expert's page, e.g. /expert/…, or their id."
        error={value && !id ? "That is not an expert's address or id." : undefined}
      >
        {(props) => <Input {...props} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">{actions(id)}</div>
    </Card>
  );
}
