/**
 * A link that downloads a file the API makes (a receipt, a statement). Before the page's script
 * runs it is a plain link the browser downloads; after, the file is fetched first, so a refusal
 * (a date range the server does not take, too many PDFs) shows the server's words as a toast
 * instead of being saved as a file.
 */
import type { ComponentProps, MouseEvent } from "react";
import { readApiError } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";

const fileNameOf = (res: Response, fallback: string) => /filename\*=UTF-8''([^;]+)/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

async function download(href: string, failed: string) {
  let res: Response;
  try {
    res = await fetch(href, { credentials: "same-origin" });
  } catch {
    toast.error(failed);
    return;
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    toast.error(readApiError(body)?.message ?? failed);
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = decodeURIComponent(fileNameOf(res, "download"));
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DownloadLink({ href, failedMessage, onClick, ...props }: ComponentProps<"a"> & { href: string; failedMessage: string }) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    void download(href, failedMessage);
  };
  return <a href={href} download onClick={click} {...props} />;
}
