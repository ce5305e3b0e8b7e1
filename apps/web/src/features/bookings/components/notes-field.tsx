import type { ComponentProps } from "react";
import { NOTES_MAX } from "@expertconnect/shared/constants";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Optional notes with a counter out of 500 (docs/product.md#book-appointment); going over is allowed here and refused on confirm. */
export function NotesField({ length, ...props }: ComponentProps<"textarea"> & { length: number }) {
  useLocale();
  const over = length > NOTES_MAX;
  return (
    <FormField
      label={m.booking_notes()}
      hint={
        <span className={cn("flex justify-between gap-2", over && "font-medium text-destructive")}>
          <span>{m.booking_notes_hint()}</span>
          <span>
            {length}/{NOTES_MAX}
          </span>
        </span>
      }
    >
      {(field) => <Textarea {...field} aria-invalid={over} placeholder={m.booking_notes_placeholder()} {...props} />}
    </FormField>
  );
}
