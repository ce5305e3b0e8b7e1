import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DATA_SAVER_MAX_HEIGHT } from "@expertconnect/shared/constants";
import { usePreference } from "@/lib/preferences.ts";
import { startHls, type HlsPlayback } from "./hls-playback.ts";
import { QualityMenu } from "./quality-menu.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export interface AdaptiveSource {
  playlistUrl: string;
  heights: number[];
}

type Mode = "mp4" | "hls-idle" | "hls-loading" | "hls";

/**
 * The video (docs/product.md#video-page): its MP4 streamed with Range requests until its other
 * qualities are ready, then adaptive (HLS) from the first tap on Play, with Auto and a quality
 * menu, capped at DATA_SAVER_MAX_HEIGHT with Data saver. Qualities that become ready while the MP4
 * plays take over where it was. The poster shows from the start.
 */
export function VideoPlayer({ src, adaptive, poster, title }: { src: string; adaptive: AdaptiveSource | null; poster: string | null; title: string }) {
  useLocale();
  const dataSaver = usePreference("dataSaver");
  const maxHeight = dataSaver ? DATA_SAVER_MAX_HEIGHT : null;
  const ref = useRef<HTMLVideoElement>(null);
  const playback = useRef<HlsPlayback | null>(null);
  const [broken, setBroken] = useState(false);
  const hls = broken ? null : adaptive;
  const [mode, setMode] = useState<Mode>(hls ? "hls-idle" : "mp4");
  const [quality, setQuality] = useState<number | null>(null);
  /** the qualities the adaptive player offers, lowest first */
  const [levels, setLevels] = useState<number[]>([]);
  const [playing, setPlaying] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef<{ time: number; play: boolean } | null>(null);

  async function start(at: number, play: boolean) {
    const video = ref.current;
    if (!video || !hls) return;
    setMode("hls-loading");
    video.removeAttribute("src");
    const started = await startHls(video, {
      src: hls.playlistUrl,
      heights: hls.heights,
      maxHeight,
      startAt: at,
      onLevel: setPlaying,
      onFatal: () => {
        // Back to the MP4, from where the adaptive stream had got to.
        playback.current = null;
        resumeAt.current = { time: video.currentTime || at, play: true };
        setBroken(true);
        setMode("mp4");
      },
    });
    if (ref.current !== video || resumeAt.current) return started.destroy();
    playback.current = started;
    setLevels(started.levels.map((l) => l.height));
    setMode("hls");
    if (play) void video.play().catch(() => undefined);
  }

  // Back on the MP4 after the renditions failed: from where they had got to.
  useEffect(() => {
    const video = ref.current;
    if (!video || mode !== "mp4") return;
    const resume = resumeAt.current;
    resumeAt.current = null;
    if (resume) {
      video.currentTime = resume.time;
      if (resume.play) void video.play().catch(() => undefined);
    }
  }, [mode, src]);

  // Renditions ready while the page is open: an MP4 not yet started waits for Play; one playing hands over.
  useEffect(() => {
    const video = ref.current;
    if (!hls || mode !== "mp4" || !video) return;
    if (video.paused && video.currentTime === 0) setMode("hls-idle");
    else void start(video.currentTime, !video.paused);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the renditions appear
  }, [hls?.playlistUrl]);

  // Data saver turned on or off while playing: Auto's cap moves, and a chosen quality above it gives way.
  const within = (height: number | null) => (height !== null && (maxHeight === null || height <= maxHeight) ? height : null);
  const chosen = within(quality);
  useEffect(() => {
    playback.current?.setMaxHeight(maxHeight);
    playback.current?.setQuality(chosen);
  }, [maxHeight, chosen]);

  useEffect(() => () => playback.current?.destroy(), []);

  const heights = levels.filter((h) => within(h) !== null);

  return (
    <div className="space-y-2">
      <div className="relative overflow-hidden rounded-xl bg-muted">
        {/* `src` only as the MP4: React compares it with its own last value, never with what hls.js set. */}
        <video
          ref={ref}
          src={mode === "mp4" ? src : undefined}
          controls={mode === "mp4" || mode === "hls"}
          preload={mode === "mp4" && !dataSaver ? "metadata" : "none"}
          playsInline
          poster={poster ?? undefined}
          aria-label={title}
          className="aspect-video w-full"
          data-playback={mode === "hls" ? "adaptive" : mode === "mp4" ? "mp4" : "waiting"}
          onError={() => mode === "mp4" && setFailed(true)}
        >
          {m.feed_cannot_play()}
        </video>
        {mode === "hls-idle" || mode === "hls-loading" ? (
          <button
            type="button"
            aria-label={m.feed_play_video()}
            disabled={mode === "hls-loading"}
            onClick={() => void start(0, true)}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-none"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-black/60 text-white ring-ring ring-offset-2 group-focus-visible:ring-2">
              <Play aria-hidden="true" className={mode === "hls-loading" ? "size-8 animate-pulse" : "size-8"} />
            </span>
          </button>
        ) : null}
      </div>
      {mode === "hls" && heights.length > 1 ? <QualityMenu heights={heights} value={chosen} onChange={setQuality} playing={playing} /> : null}
      {failed && mode === "mp4" ? (
        <p role="status" className="p-3 text-sm text-muted-foreground">
          {m.feed_format_unplayable()}{" "}
          <a href={src} download className="underline">
            {m.feed_download_it()}
          </a>
          {m.feed_instead()}
        </p>
      ) : null}
    </div>
  );
}
