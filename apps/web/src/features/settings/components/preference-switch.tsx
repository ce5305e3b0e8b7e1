import { toast } from "@/lib/toast.ts";
import { LabelledSwitch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { usePreference, type PreferenceKey } from "@/lib/preferences.ts";
import { useSavePreference } from "@/lib/server-preferences.ts";
import { m } from "@/paraglide/messages.js";

/** One setting as a labelled switch; saved at once (on the server too when signed in) and confirmed with a toast. */
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
  const checked = usePreference(name);
  const save = useSavePreference();
  return (
    <LabelledSwitch
      label={label}
      description={description}
      checked={checked}
      disabled={save.isPending}
      onCheckedChange={(value) => {
        save.mutate(
          { name, value },
          {
            onSuccess: () => toast.success(value ? onMessage : offMessage),
            onError: (error) => toast.error(errorMessage(error, m.settings_save_failed())),
          },
        );
      }}
    />
  );
}
