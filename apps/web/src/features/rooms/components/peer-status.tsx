import type { PeerState } from "../lib/call.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const TEXT: Record<PeerState, (name: string) => string> = {
  waiting: (name) => m.room_waiting({ name }),
  connecting: () => m.room_connecting(),
  connected: () => m.room_connected(),
  poor: () => m.room_poor(),
  reconnecting: () => m.room_reconnecting(),
};

const TONE: Record<PeerState, string> = {
  waiting: "bg-muted text-muted-foreground",
  connecting: "bg-blue-100 text-blue-900",
  connected: "bg-green-100 text-green-900",
  poor: "bg-yellow-100 text-yellow-900",
  reconnecting: "bg-yellow-100 text-yellow-900",
};

/** What the other side is doing, announced to screen readers as it changes. */
export function PeerStatus({ state, peerName, peerMedia, withVideo }: { state: PeerState; peerName: string; peerMedia: { audio: boolean; video: boolean }; withVideo: boolean }) {
  useLocale();
  const here = state !== "waiting";
  return (
    <div className="flex flex-wrap items-center gap-2" role="status" aria-live="polite">
      <span className={`rounded-full px-3 py-1 text-sm font-medium ${TONE[state]}`} data-peer-state={state}>
        {TEXT[state](peerName)}
      </span>
      {here && !peerMedia.audio ? <span className="rounded-full bg-muted px-3 py-1 text-sm">{m.room_peer_muted({ name: peerName })}</span> : null}
      {here && withVideo && !peerMedia.video ? <span className="rounded-full bg-muted px-3 py-1 text-sm">{m.room_peer_camera_off({ name: peerName })}</span> : null}
    </div>
  );
}
