/**
 * Who may fetch a video's files (the MP4, its poster, its HLS renditions): anyone while it is shown;
 * once moderators hide it, its author and the admins only (docs/product.md#moderation).
 */
export interface MediaViewer {
  id: string | null;
  admin: boolean;
}

export const mediaShownTo = (video: { doctorId: string; hiddenAt: Date | string | null }, viewer: MediaViewer) =>
  video.hiddenAt === null || viewer.admin || video.doctorId === viewer.id;
