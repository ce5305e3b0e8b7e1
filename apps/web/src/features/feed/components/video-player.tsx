import { useState } from "react";

/**
 * The browser's own player streaming from the server with Range requests (so it starts at once and
 * seeks), with the thumbnail as poster.
 */
export function VideoPlayer({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="overflow-hidden rounded-xl bg-muted">
      <video
        controls
        preload="metadata"
        playsInline
        poster={poster ?? undefined}
        src={src}
        aria-label={title}
        className="aspect-video w-full"
        onError={() => setFailed(true)}
      >
        Your browser cannot play this video.
      </video>
      {failed ? (
        <p role="status" className="p-3 text-sm text-muted-foreground">
          This video's format cannot be played in this browser.{" "}
          <a href={src} download className="underline">
            Download it
          </a>{" "}
          instead.
        </p>
      ) : null}
    </div>
  );
}
