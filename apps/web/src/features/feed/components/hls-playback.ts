/**
 * Adaptive playback of a video's HLS renditions on a <video>: the browser's own HLS where it has
 * one (Safari), elsewhere hls.js, whose light build (no subtitles, alternate audio or DRM) is
 * fetched only now, when playback starts, so the video page's first load stays small. Meanwhile
 * the playlists and first segment of the lowest quality are fetched too: the player starts there
 * and finds them in the browser's cache, and the wait for the script and for the data overlap.
 */

export interface Level {
  /** hls.js's index of the level; -1 under the browser's own HLS */
  index: number;
  height: number;
}

export interface HlsPlayback {
  /** the qualities the player may use, lowest first (empty under the browser's own HLS: it chooses) */
  levels: Level[];
  /** a height to hold, or null for Auto (within the cap) */
  setQuality(height: number | null): void;
  /** the highest height Auto may choose (Data saver), or null for no cap */
  setMaxHeight(height: number | null): void;
  destroy(): void;
}

export interface HlsOptions {
  /** the master playlist */
  src: string;
  /** the qualities the server made, lowest first */
  heights: number[];
  maxHeight: number | null;
  /** where to start, in seconds (the position an MP4 had reached) */
  startAt: number;
  /** a fatal error: the caller goes back to the MP4 */
  onFatal: () => void;
  /** hls.js switched quality (the level's height), for the menu */
  onLevel?: (height: number) => void;
}

const HLS_TYPE = "application/vnd.apple.mpegurl";
/** Seconds of video the player fetches ahead of what is shown. */
export const MAX_BUFFER_SECONDS = 20;

/** Safari (and iOS browsers) play HLS themselves; Chromium may claim to but MSE gives the quality menu. */
function prefersNativeHls(video: HTMLVideoElement): boolean {
  const chromium = "userAgentData" in navigator;
  return !chromium && video.canPlayType(HLS_TYPE) !== "";
}

const highestWithin = (heights: number[], max: number | null) => {
  const allowed = heights.filter((h) => max === null || h <= max);
  return allowed.at(-1) ?? heights[0] ?? null;
};

/** What the player fetches first at the lowest quality, fetched now into the HTTP cache (failures ignored: the player asks again). */
function warmUp(src: string, height: number) {
  const base = src.slice(0, src.lastIndexOf("/") + 1);
  const name = `${height}p`;
  for (const file of ["master.m3u8", `${name}.m3u8`, `${name}_init.mp4`, `${name}_000.m4s`]) {
    void fetch(base + file, { credentials: "same-origin" }).catch(() => undefined);
  }
}

export async function startHls(video: HTMLVideoElement, options: HlsOptions): Promise<HlsPlayback> {
  const { src, heights, startAt } = options;
  if (prefersNativeHls(video)) {
    // Safari chooses the quality itself; with a cap it is given the highest allowed rung's playlist alone.
    const cap = options.maxHeight === null ? null : highestWithin(heights, options.maxHeight);
    video.src = cap === null || cap === heights.at(-1) ? src : src.replace(/master\.m3u8$/, `${cap}p.m3u8`);
    if (startAt > 0) video.currentTime = startAt;
    return { levels: [], setQuality: () => undefined, setMaxHeight: () => undefined, destroy: () => video.removeAttribute("src") };
  }
  if (heights[0]) warmUp(src, heights[0]);
  const { default: Hls } = await import("hls.js/light");
  if (!Hls.isSupported()) {
    options.onFatal();
    return { levels: [], setQuality: () => undefined, setMaxHeight: () => undefined, destroy: () => undefined };
  }
  const hls = new Hls({
    // No worker: fMP4 segments need no transmuxing, and the CSP allows no blob: workers.
    enableWorker: false,
    // The lowest quality first (its files are being fetched already), then Auto climbs.
    startLevel: 0,
    startPosition: startAt > 0 ? startAt : -1,
    // 20 s ahead (five segments) rather than hls.js's 30: less is paid for when a viewer stops
    // early on mobile data, and a better quality reaches the screen sooner after Auto climbs.
    maxBufferLength: MAX_BUFFER_SECONDS,
    maxMaxBufferLength: MAX_BUFFER_SECONDS * 2,
  });
  const levels = (): Level[] => hls.levels.map((level, index) => ({ index, height: Math.min(level.width, level.height) }));
  const capIndex = (max: number | null) => {
    if (max === null) return -1;
    const within = levels().filter((l) => l.height <= max);
    return within.length ? within.at(-1)!.index : 0;
  };
  let maxHeight = options.maxHeight;
  let recovered = false;
  let failed = false;
  let parsed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (parsed = resolve));
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    hls.autoLevelCapping = capIndex(maxHeight);
    parsed();
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
    const level = hls.levels[data.level];
    if (level) options.onLevel?.(Math.min(level.width, level.height));
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // One recovery for a decoding error, as hls.js advises; anything else goes back to the MP4.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    failed = true;
    hls.destroy();
    parsed();
    options.onFatal();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  await ready;
  if (failed) return { levels: [], setQuality: () => undefined, setMaxHeight: () => undefined, destroy: () => undefined };
  const byHeight = (height: number) => levels().find((l) => l.height === height)?.index ?? -1;
  return {
    levels: heights.map((height) => ({ index: byHeight(height), height })).filter((l) => l.index >= 0),
    setQuality(height) {
      // currentLevel switches now (the buffer ahead is replaced) and playback goes on from where it was.
      hls.currentLevel = height === null ? -1 : byHeight(height);
    },
    setMaxHeight(height) {
      maxHeight = height;
      hls.autoLevelCapping = capIndex(height);
      if (height !== null && hls.currentLevel > capIndex(height)) hls.currentLevel = -1;
    },
    destroy: () => hls.destroy(),
  };
}
