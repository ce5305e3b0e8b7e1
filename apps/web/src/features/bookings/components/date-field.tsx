import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** How far ahead a consultation can be booked (docs/product.md#book-appointment); a quarter keeps the picker short. */
const BOOKING_HORIZON_DAYS = 90;

/** The native date picker: past dates (in India) are disabled by `min`. */
export function DateField({ value, onChange, disabled }: { value: string; onChange: (date: string) => void; disabled?: boolean }) {
  useLocale();
  const today = todayInIndia();
  return (
    <FormField label={m.booking_date()} hint={m.booking_date_hint()}>
      {(props) => (
        <Input
          {...props}
          type="date"
          name="date"
          min={today}
          max={addDays(today, BOOKING_HORIZON_DAYS)}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
