import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";

/** Backup codes are shown once, right after two-factor is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Backup codes copied");
    } catch {
      toast.error("Could not copy; write them down instead");
    }
  }
  return (
    <div className="space-y-3">
      <p className="font-medium">Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((c) => (
          <li key={c} className="rounded bg-muted px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I've saved them</Button>
      </div>
    </div>
  );
}
