// Pure logic of the video player: the clock label, which chapter plays at a time, where a chapter click seeks.

export interface Chapter {
  at: number;
  title: string;
}

/** `m:ss` (or `h:mm:ss`) of a number of seconds. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The index of the chapter playing at `time` (the last one starting at or before it), -1 before the first. */
export function chapterAt(chapters: readonly Chapter[], time: number): number {
  let found = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.at <= time) found = index;
  });
  return found;
}

/** Where a chapter click moves the player: the chapter's start, kept inside the media's length when known. */
export function seekTarget(chapter: Chapter, duration: number): number {
  const at = Math.max(0, chapter.at);
  return Number.isFinite(duration) && duration > 0 ? Math.min(at, duration - 0.1) : at;
}
