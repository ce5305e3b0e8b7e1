import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Backup codes are shown once, right after two-factor is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  useLocale();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(m.security_codes_copied());
    } catch {
      toast.error(m.security_copy_failed());
    }
  }
  return (
    <div className="space-y-3">
      <p className="font-medium">{m.security_save_codes()}</p>
      <ul aria-label={m.security_backup_codes()} className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((c) => (
          <li key={c} className="rounded bg-muted px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {m.security_copy_codes()}
        </Button>
        <Button onClick={onDone}>{m.security_saved_codes()}</Button>
      </div>
    </div>
  );
}
