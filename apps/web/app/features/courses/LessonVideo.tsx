import type { LessonVideo as Video } from '@sen/core/courses/admin';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageProvider';

/** Seconds between two position saves while playing. */
const SAVE_EVERY = 5;

/**
 * The lesson's video: an uploaded file in the HTML5 player (served with range requests), resumed
 * where the learner stopped and remembered as they watch; a link as the provider's privacy embed.
 * `onEnded` fires when an uploaded video plays to its end.
 */
export function LessonVideo({
  video,
  title,
  start,
  onPosition,
  onEnded,
}: {
  video: Video;
  title: string;
  /** Where to resume (seconds). */
  start: number;
  onPosition: ((seconds: number) => void) | null;
  onEnded: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(start);
  const save = useRef(onPosition);
  save.current = onPosition;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const flush = () => {
      const now = el.currentTime;
      if (Number.isFinite(now) && Math.abs(now - lastSaved.current) >= 1) {
        lastSaved.current = now;
        save.current?.(now);
      }
    };
    const onTime = () => {
      if (Math.abs(el.currentTime - lastSaved.current) >= SAVE_EVERY) flush();
    };
    const hide = () => document.visibilityState === 'hidden' && flush();
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', flush);
    document.addEventListener('visibilitychange', hide);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', flush);
      document.removeEventListener('visibilitychange', hide);
      flush();
    };
  }, []);

  if (video.kind !== 'upload') {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        <iframe
          src={video.src}
          title={t('courses.learn.videoTitle', { title })}
          className="size-full"
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          data-testid="lesson-embed"
        />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: staff upload no caption track yet; the lesson text below carries the content
    <video
      ref={ref}
      controls
      preload="metadata"
      playsInline
      className="aspect-video w-full rounded-xl bg-black"
      aria-label={t('courses.learn.videoTitle', { title })}
      data-testid="lesson-video"
      data-start={start}
      onLoadedMetadata={(e) => {
        const el = e.currentTarget;
        // Resume, unless the position is the very end (then start again).
        if (start > 0 && (!Number.isFinite(el.duration) || start < el.duration - 1)) el.currentTime = start;
      }}
      onEnded={() => {
        lastSaved.current = 0;
        save.current?.(0);
        onEnded();
      }}
    >
      <source src={video.src} type={video.type || undefined} />
    </video>
  );
}
