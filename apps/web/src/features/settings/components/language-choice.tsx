import { useState } from "react";
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "@expertconnect/shared/i18n";
import { errorMessage } from "@/lib/api-client.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { useSaveLanguage } from "@/lib/server-preferences.ts";
import { toast } from "@/lib/toast.ts";
import { m } from "@/paraglide/messages.js";

/**
 * Preferred Language (docs/product.md#settings, docs/i18n.md): English or हिन्दी, each named in
 * itself. The whole app switches at once; the choice is kept on the account when signed in and in
 * this browser's cookie either way.
 */
export function LanguageChoice() {
  const { locale } = useLocale();
  const save = useSaveLanguage();
  const [choosing, setChoosing] = useState<Locale | null>(null);
  return (
    <fieldset className="px-2 py-2" aria-describedby="language-choice-description">
      <legend className="font-medium">{m.settings_language()}</legend>
      <p id="language-choice-description" className="text-sm text-muted-foreground">
        {m.settings_language_text()}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {LOCALES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="language"
              value={option}
              // The choice shows at once; the page follows when its Hindi messages have arrived.
              checked={(choosing ?? locale) === option}
              disabled={save.isPending}
              onChange={() => {
                setChoosing(option);
                save.mutate(option, {
                  onSettled: () => setChoosing(null),
                  // Said in the language just chosen: the messages already read it.
                  onSuccess: () => toast.success(m.settings_language_saved()),
                  onError: (error) => toast.error(errorMessage(error, m.settings_save_failed())),
                });
              }}
              className="size-5 accent-primary"
            />
            <span lang={HTML_LANG[option]}>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
