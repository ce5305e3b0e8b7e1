import { Download, FileArchive } from "lucide-react";
import { DATA_EXPORT_MESSAGES as M } from "@expertconnect/shared/messages/data-export";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { exportDownloadPath, useExports, type ExportItem } from "../api/get-exports.ts";
import { useRequestExport } from "../api/request-export.ts";

const when = (iso: string) => `${formatBookingDate(iso)}, ${formatBookingTime(iso)}`;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function ExportRow({ item }: { item: ExportItem }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">Requested {when(item.requestedAt)}</p>
        <p className="text-sm text-muted-foreground">
          {item.status === "ready" && item.expiresAt ? `${M.ready} · ${sizeText(item.sizeBytes ?? 0)} · available until ${when(item.expiresAt)}` : null}
          {item.status === "waiting" || item.status === "building" ? M.preparing : null}
          {item.status === "failed" ? M.failed : null}
          {item.status === "expired" ? M.expired : null}
        </p>
      </div>
      {item.status === "ready" ? (
        <a
          href={exportDownloadPath(item.id)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          <Download className="size-4" aria-hidden="true" />
          {M.download}
        </a>
      ) : (
        <Badge tone={item.status === "failed" ? "red" : item.status === "expired" ? "neutral" : "yellow"}>
          {item.status === "waiting" || item.status === "building" ? "Preparing" : item.status === "failed" ? "Failed" : "Expired"}
        </Badge>
      )}
    </li>
  );
}

/**
 * Download my data (docs/product.md#download-my-data): ask for a copy, see it being prepared, and
 * download the ZIP while it lasts. One request a day; the server says when the next one can be made.
 */
export function DataExportPanel({ userId }: { userId: string }) {
  const query = useExports(userId);
  const request = useRequestExport(userId);
  if (query.isPending) return <Skeleton shape="panel" className="h-48 w-full" />;
  if (query.error) return <ErrorRetry title={M.loadFailed} message={errorMessage(query.error, "Please check your connection and try again.")} onRetry={() => query.refetch()} />;
  const { items, nextRequestAt } = query.data;
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          <FileArchive className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <h2 className="text-base font-semibold">{M.cardTitle}</h2>
        </div>
        <p className="text-sm text-muted-foreground">{M.description}</p>
        <p className="text-sm text-muted-foreground">{M.once}</p>
        <div className="flex flex-wrap items-center gap-3">
          <NetworkButton
            disabled={request.isPending || nextRequestAt !== null}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: () => toast.success(M.requested),
                onError: (error) => toast.error(errorMessage(error, M.requestFailed)),
              })
            }
          >
            {M.request}
          </NetworkButton>
          {nextRequestAt ? <p className="text-sm text-muted-foreground">You can ask again after {when(nextRequestAt)}.</p> : null}
        </div>
      </Card>
      {items.length ? (
        <Card className="px-4">
          <ul className="divide-y" aria-label="Your data exports">
            {items.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
