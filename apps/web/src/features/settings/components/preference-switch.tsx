import { useId } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/input.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { setPreference, usePreference, type PreferenceKey } from "@/lib/preferences.ts";

/** One device setting as a labelled switch; saved at once and confirmed with a toast. */
export function PreferenceSwitch({
  name,
  label,
  description,
  onMessage,
  offMessage,
}: {
  name: PreferenceKey;
  label: string;
  description: string;
  onMessage: string;
  offMessage: string;
}) {
  const id = useId();
  const checked = usePreference(name);
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 py-2">
      <div>
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-description`}
        onCheckedChange={(value) => {
          setPreference(name, value);
          toast.success(value ? onMessage : offMessage);
        }}
      />
    </div>
  );
}
