import type { User } from '@sen/core';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, AVATAR_MIN_SIDE, AVATAR_TYPES, accountApi } from '@sen/core/api/account';
import { clsx } from 'clsx';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { Avatar } from '../auth/Avatar';
import { errorText, fieldErrorsOf } from '../auth/errors';
import { FieldError, Spinner } from '../auth/fields';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { Panel } from './AccountShell';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

const smallButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium text-fg transition hover:border-brand-400 hover:text-brand-700 disabled:opacity-50 dark:hover:text-brand-300';

interface Pending {
  file: File;
  /** An object URL for the preview, revoked when the choice goes away. */
  url: string;
}

/** The picture's pixel size as the browser decodes it, or null when it cannot be shown. */
function decodedSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * The profile picture (POST/DELETE /me/avatar): choose a file, see it, then save it. The browser
 * checks type, size and pixel size first with the server's own messages; the server decides.
 * The header's avatar follows at once through the auth state.
 */
export function AvatarForm({ user }: { user: User }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { setUser } = useAuth();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!pending) return;
    return () => URL.revokeObjectURL(pending.url);
  }, [pending]);

  function refuse(message: string) {
    setPending(null);
    setError(message);
    setStatus(message);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change again.
    event.target.value = '';
    if (!file || busy) return;
    setError(undefined);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return refuse(fieldMessage('avatar.type'));
    if (file.size > AVATAR_MAX_BYTES) return refuse(fieldMessage('avatar.size', { max: MAX_MB }));
    if (file.size === 0) return refuse(fieldMessage('avatar.required'));
    const url = URL.createObjectURL(file);
    const size = await decodedSize(url);
    if (!size) {
      URL.revokeObjectURL(url);
      return refuse(fieldMessage('avatar.type'));
    }
    const sides = [size.width, size.height];
    if (sides.some((side) => side < AVATAR_MIN_SIDE || side > AVATAR_MAX_SIDE)) {
      URL.revokeObjectURL(url);
      return refuse(fieldMessage('avatar.dimensions', { min: AVATAR_MIN_SIDE, max: AVATAR_MAX_SIDE }));
    }
    setPending({ file, url });
    setStatus(t('account.avatar.selected', { name: file.name }));
  }

  async function run(kind: 'upload' | 'remove') {
    if (busy || (kind === 'upload' && !pending)) return;
    setBusy(kind);
    setError(undefined);
    setStatus(t(kind === 'upload' ? 'account.avatar.uploading' : 'account.avatar.removing'));
    try {
      const updated =
        kind === 'upload' && pending ? await accountApi(api).uploadAvatar(pending.file) : await accountApi(api).removeAvatar();
      setUser(updated);
      setPending(null);
      const done = t(kind === 'upload' ? 'account.avatar.saved' : 'account.avatar.removed');
      setStatus(done);
      toast.success(done);
    } catch (failure) {
      const message = fieldErrorsOf(failure).avatar;
      if (message) {
        setError(message);
        setStatus(message);
      } else {
        setStatus('');
        toast.error(errorText(failure, t, 'account.avatar.failed'));
      }
    } finally {
      setBusy(null);
      // The buttons that were pressed may be gone: keep keyboard users on the picture's control.
      inputRef.current?.focus();
    }
  }

  function cancel() {
    setPending(null);
    setError(undefined);
    setStatus('');
    inputRef.current?.focus();
  }

  return (
    <Panel title={t('account.avatar.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="avatar-form" aria-busy={busy !== null}>
        <div className="relative size-24 shrink-0">
          {pending ? (
            <img
              src={pending.url}
              alt={t('account.avatar.preview')}
              className="size-24 rounded-full object-cover ring-2 ring-brand-500 ring-offset-2 ring-offset-surface"
              data-testid="avatar-preview"
            />
          ) : (
            <Avatar user={user} className="size-24 text-3xl" />
          )}
          {busy && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white">
              <Spinner className="size-6" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              name="avatar"
              accept={AVATAR_TYPES.join(',')}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="peer sr-only"
              data-testid="avatar-input"
            />
            <label
              htmlFor={inputId}
              className={clsx(
                smallButton,
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-surface',
              )}
            >
              {t('account.avatar.change')}
            </label>
            {pending && (
              <>
                <button
                  type="button"
                  onClick={() => void run('upload')}
                  disabled={busy !== null}
                  aria-busy={busy === 'upload'}
                  className="btn-primary h-9 px-4"
                  data-testid="avatar-save"
                >
                  {busy === 'upload' && <Spinner />}
                  {t('account.avatar.save')}
                </button>
                <button type="button" onClick={cancel} disabled={busy !== null} className={smallButton}>
                  {t('account.avatar.cancel')}
                </button>
              </>
            )}
            {!pending && user.avatar && (
              <button
                type="button"
                onClick={() => void run('remove')}
                disabled={busy !== null}
                aria-busy={busy === 'remove'}
                className={clsx(smallButton, 'hover:border-red-400 hover:text-red-600 dark:hover:text-red-400')}
                data-testid="avatar-remove"
              >
                {busy === 'remove' && <Spinner />}
                {t('account.avatar.remove')}
              </button>
            )}
          </div>
          <p id={hintId} className="mt-2 text-xs text-fg-muted">
            {t('account.avatar.hint', { max: MAX_MB })}
          </p>
          <FieldError id={errorId} message={error} />
          <p role="status" className="sr-only" data-testid="avatar-status">
            {status}
          </p>
        </div>
      </div>
    </Panel>
  );
}
