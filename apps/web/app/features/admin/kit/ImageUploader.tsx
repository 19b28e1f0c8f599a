import { clsx } from 'clsx';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { btn, iconBtn, input } from './classes';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
export const MAX_IMAGE_MB = 10;

export interface UploadedImage {
  _id: string;
  url: string;
  alt: string;
  isMain: boolean;
}

interface Pending {
  key: string;
  name: string;
  progress: number;
  preview: string;
  error: string | null;
}

interface Props {
  images: UploadedImage[];
  /** Sends the files; reports progress 0…1; resolves when the server has them. */
  upload: (files: File[], onProgress: (fraction: number) => void) => Promise<void>;
  /** The whole list in its new order, with alt texts and the main image. */
  onChange: (images: UploadedImage[]) => void;
  onRemove: (image: UploadedImage) => void;
  disabled?: boolean;
}

/** Checks in the browser what the server checks again: type and size, so a wrong file is named at once. */
export function checkImage(file: File, t: ReturnType<typeof useT>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('adminKit.image.type', { name: file.name });
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return t('adminKit.image.size', { name: file.name, mb: MAX_IMAGE_MB });
  return null;
}

/**
 * Product images: drop or pick several files (progress per batch), reorder by dragging or with
 * the arrow buttons, mark the main one, edit alt texts, remove.
 */
export function ImageUploader({ images, upload, onChange, onRemove, disabled }: Props) {
  const t = useT();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const send = async (list: FileList | File[]) => {
    const files = [...list];
    const problems = files.map((f) => checkImage(f, t)).filter((m): m is string => m !== null);
    setErrors(problems);
    const good = files.filter((f) => checkImage(f, t) === null);
    if (good.length === 0) return;
    const key = `${Date.now()}`;
    const previews = good.map((f) => URL.createObjectURL(f));
    setPending((p) => [
      ...p,
      ...good.map((f, i) => ({ key: `${key}-${i}`, name: f.name, progress: 0, preview: previews[i] ?? '', error: null })),
    ]);
    const setProgress = (progress: number) =>
      setPending((p) => p.map((x) => (x.key.startsWith(`${key}-`) ? { ...x, progress } : x)));
    try {
      await upload(good, setProgress);
      setPending((p) => p.filter((x) => !x.key.startsWith(`${key}-`)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setPending((p) => p.map((x) => (x.key.startsWith(`${key}-`) ? { ...x, error: message } : x)));
    } finally {
      for (const url of previews) setTimeout(() => URL.revokeObjectURL(url), 60_000);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0 && !disabled) void send(event.dataTransfer.files);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) {
            e.preventDefault();
            setOver(true);
          }
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={clsx(
          'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition',
          over ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/40' : 'border-line hover:border-brand-400',
          disabled && 'pointer-events-none opacity-60',
        )}
        data-testid="image-drop"
      >
        <span className="font-medium text-fg">{t('adminKit.image.drop')}</span>
        <span className="mt-1 text-xs text-fg-muted">{t('adminKit.image.limits', { mb: MAX_IMAGE_MB })}</span>
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={disabled}
          data-testid="image-input"
          onChange={(e) => {
            if (e.target.files) void send(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {errors.length > 0 && (
        <ul role="alert" className="mt-2 space-y-0.5 text-xs text-red-600 dark:text-red-400">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}

      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('adminKit.image.list')}>
        {images.map((image, index) => (
          <li
            key={image._id}
            draggable
            onDragStart={() => setDragIndex(index)}
            onDragOver={(e) => dragIndex !== null && e.preventDefault()}
            onDrop={(e) => {
              if (dragIndex === null) return;
              e.preventDefault();
              e.stopPropagation();
              move(dragIndex, index);
              setDragIndex(null);
            }}
            onDragEnd={() => setDragIndex(null)}
            className={clsx(
              'group rounded-lg border bg-surface p-2',
              image.isMain ? 'border-brand-500' : 'border-line',
              dragIndex === index && 'opacity-50',
            )}
            data-testid="image-item"
          >
            <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
              <img src={image.url} alt={image.alt} className="size-full object-cover" />
              {image.isMain && (
                <span className="absolute left-1 top-1 rounded bg-brand-600 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                  {t('adminKit.image.main')}
                </span>
              )}
            </div>
            <input
              className={clsx(input, 'mt-2 py-1 text-xs')}
              value={image.alt}
              aria-label={t('adminKit.image.alt', { n: index + 1 })}
              placeholder={t('adminKit.image.altPlaceholder')}
              onChange={(e) => onChange(images.map((x) => (x._id === image._id ? { ...x, alt: e.target.value } : x)))}
            />
            <div className="mt-1 flex items-center justify-between">
              <span className="flex">
                <button
                  type="button"
                  className={iconBtn}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('adminKit.moveBefore')}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={iconBtn}
                  onClick={() => move(index, index + 1)}
                  disabled={index === images.length - 1}
                  aria-label={t('adminKit.moveAfter')}
                >
                  →
                </button>
              </span>
              <span className="flex">
                {!image.isMain && (
                  <button
                    type="button"
                    className={clsx(iconBtn, 'w-auto px-1.5 text-xs')}
                    onClick={() => onChange(images.map((x) => ({ ...x, isMain: x._id === image._id })))}
                  >
                    {t('adminKit.image.makeMain')}
                  </button>
                )}
                <button
                  type="button"
                  className={iconBtn}
                  onClick={() => onRemove(image)}
                  aria-label={t('adminKit.image.remove', { n: index + 1 })}
                >
                  ✕
                </button>
              </span>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className="rounded-lg border border-line p-2" aria-live="polite">
            <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
              <img src={p.preview} alt="" className="size-full object-cover opacity-60" />
            </div>
            {p.error ? (
              <p className="mt-2 text-xs text-red-600 dark:text-red-400">{p.error}</p>
            ) : (
              <progress
                className="mt-2 h-1.5 w-full accent-brand-600"
                value={p.progress}
                max={1}
                aria-label={t('adminKit.image.uploading', { name: p.name })}
              />
            )}
          </li>
        ))}
      </ul>
      {images.length === 0 && pending.length === 0 && (
        <button type="button" className={clsx(btn, 'mt-2')} onClick={() => fileRef.current?.click()} disabled={disabled}>
          {t('adminKit.image.pick')}
        </button>
      )}
    </div>
  );
}

/**
 * One image field of a multipart form (category image, brand logo/cover): `undefined` keeps the
 * stored one, `null` removes it, a File replaces it (spec 2 §5).
 */
export function SingleImageField({
  label,
  current,
  value,
  onChange,
  testId,
}: {
  label: string;
  current: string;
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const shown = value === null ? '' : value ? preview : current;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-fg">{label}</span>
      <div className="flex items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-muted">
          {shown ? (
            <img src={shown} alt="" className="size-full object-contain" />
          ) : (
            <span className="text-xs text-fg-muted">—</span>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className={clsx(btn, 'cursor-pointer')}>
            {t('adminKit.image.choose')}
          </label>
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            data-testid={testId}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const problem = checkImage(file, t);
              setError(problem);
              if (problem) return;
              setPreview(URL.createObjectURL(file));
              onChange(file);
            }}
          />
          {(shown || value) && (
            <button
              type="button"
              className="text-left text-xs text-red-600 hover:underline dark:text-red-400"
              onClick={() => onChange(current ? null : undefined)}
            >
              {t('adminKit.image.clear')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
