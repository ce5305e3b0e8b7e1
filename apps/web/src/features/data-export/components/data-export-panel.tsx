import { Download, FileArchive } from "lucide-react";
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_TTL_DAYS } from "@expertconnect/shared/messages/data-export";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { exportDownloadPath, useExports, type ExportItem } from "../api/get-exports.ts";
import { useRequestExport } from "../api/request-export.ts";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, useLocale } from "@/lib/i18n.tsx";

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function ExportRow({ item }: { item: ExportItem }) {
  const { locale } = useLocale();
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{m.export_requested_at({ when: when(item.requestedAt) })}</p>
        <p className="text-sm text-muted-foreground">
          {item.status === "ready" && item.expiresAt ? `${m.export_ready()} · ${sizeText(item.sizeBytes ?? 0)} · ${m.export_available_until({ when: when(item.expiresAt) })}` : null}
          {item.status === "waiting" || item.status === "building" ? m.export_preparing() : null}
          {item.status === "failed" ? m.export_failed() : null}
          {item.status === "expired" ? m.export_expired() : null}
        </p>
      </div>
      {item.status === "ready" ? (
        <a
          href={exportDownloadPath(item.id)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          <Download className="size-4" aria-hidden="true" />
          {m.export_download()}
        </a>
      ) : (
        <Badge tone={item.status === "failed" ? "red" : item.status === "expired" ? "neutral" : "yellow"}>
          {item.status === "waiting" || item.status === "building" ? m.export_badge_preparing() : item.status === "failed" ? m.export_badge_failed() : m.export_badge_expired()}
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
  const { locale } = useLocale();
  const query = useExports(userId);
  const request = useRequestExport(userId);
  if (query.isPending) return <Skeleton shape="panel" className="h-48 w-full" />;
  if (query.error) return <ErrorRetry title={m.export_load_failed()} message={errorMessage(query.error, m.export_check_connection())} onRetry={() => query.refetch()} />;
  const { items, nextRequestAt } = query.data;
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          <FileArchive className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <h2 className="text-base font-semibold">{m.export_card_title()}</h2>
        </div>
        <p className="text-sm text-muted-foreground">{m.export_description()}</p>
        <p className="text-sm text-muted-foreground">{m.export_once({ hours: DATA_EXPORT_INTERVAL_HOURS, days: DATA_EXPORT_TTL_DAYS })}</p>
        <div className="flex flex-wrap items-center gap-3">
          <NetworkButton
            disabled={request.isPending || nextRequestAt !== null}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: () => toast.success(m.export_requested()),
                onError: (error) => toast.error(errorMessage(error, m.export_request_failed())),
              })
            }
          >
            {m.export_request()}
          </NetworkButton>
          {nextRequestAt ? <p className="text-sm text-muted-foreground">{m.export_ask_again_after({ when: formatDateTime(nextRequestAt, locale) })}</p> : null}
        </div>
      </Card>
      {items.length ? (
        <Card className="px-4">
          <ul className="divide-y" aria-label={m.export_list()}>
            {items.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
