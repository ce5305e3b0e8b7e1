import { MessageSquare, Phone, Video } from "lucide-react";
import { CONSULTATION_TYPES, type ConsultationType } from "@expertconnect/shared/constants";
import { ChoiceTile } from "./choice-tile.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const OPTIONS: Record<ConsultationType, { label: () => string; icon: typeof Video }> = {
  video: { label: m.booking_type_video, icon: Video },
  voice: { label: m.booking_type_voice, icon: Phone },
  chat: { label: m.booking_type_chat, icon: MessageSquare },
};

export function ConsultationTypeField({
  value,
  onChange,
  disabled,
}: {
  value: string | undefined;
  onChange: (type: ConsultationType) => void;
  disabled?: boolean;
}) {
  useLocale();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{m.booking_type_legend()}</legend>
      <div className="grid grid-cols-3 gap-2">
        {CONSULTATION_TYPES.map((type) => {
          const { label, icon: Icon } = OPTIONS[type];
          return (
            <ChoiceTile key={type} name="consultationType" value={type} checked={value === type} disabled={disabled} onSelect={() => onChange(type)}>
              <Icon className="size-4" aria-hidden="true" />
              {label()}
            </ChoiceTile>
          );
        })}
      </div>
    </fieldset>
  );
}
