import { useEffect, useRef } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function MediaElement({ stream, muted, label, className, video }: { stream: MediaStream | null; muted?: boolean; label: string; className?: string; video: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  if (!video) return <audio ref={ref} autoPlay aria-label={label} />;
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />;
}

/** The other person large and oneself small (video), or their name and picture with their voice (voice). */
export function MediaView({ local, remote, peerName, withVideo }: { local: MediaStream | null; remote: MediaStream | null; peerName: string; withVideo: boolean }) {
  useLocale();
  if (!withVideo) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-muted py-10">
        <Avatar name={peerName} />
        <p className="font-semibold">{peerName}</p>
        <MediaElement stream={remote} label={m.room_audio_of({ name: peerName })} video={false} />
      </div>
    );
  }
  return (
    <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-black sm:aspect-video">
      <MediaElement stream={remote} label={m.room_video_of({ name: peerName })} className="size-full object-cover" video />
      <MediaElement stream={local} muted label={m.room_your_video()} className="absolute right-2 bottom-2 w-1/3 rounded-lg border border-white/40 object-cover" video />
    </div>
  );
}
