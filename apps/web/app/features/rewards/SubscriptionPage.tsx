import { isApiError } from '@sen/core/api-client';
import type { User } from '@sen/core/auth/types';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

type Channels = User['preferences']['notifications'];
const CHANNELS = ['email', 'push', 'sms', 'marketing'] as const;

/**
 * /subscription (spec 2 §3 user preferences): which channels the shop may use — stored in the
 * account's preferences (PATCH /me) — and the newsletter, for anyone.
 */
export function SubscriptionPage() {
  const t = useT();
  const { user, setUser } = useAuth();
  const [channels, setChannels] = useState<Channels | null>(user?.preferences.notifications ?? null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (user) {
      setChannels(user.preferences.notifications);
      setEmail((e) => e || user.email);
    }
  }, [user]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!channels) return;
    setBusy(true);
    try {
      setUser(await api.patch<User>('/me', { preferences: { notifications: channels } }));
      toast.success(t('rewards.sub.saved'));
    } catch {
      toast.error(t('rewards.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function subscribe(e: FormEvent) {
    e.preventDefault();
    try {
      await api.post('/newsletter', { email, source: 'subscription' });
      toast.success(t('rewards.sub.subscribed'));
    } catch (err) {
      toast.error(isApiError(err) ? (err.fieldErrors[0]?.message ?? err.message) : t('rewards.failed'));
    }
  }

  return (
    <div className="container-page max-w-2xl py-6 md:py-8" data-testid="subscription-page">
      <h1 className="text-2xl font-bold md:text-3xl">{t('rewards.sub.title')}</h1>
      <p className="mt-2 text-fg-muted">{t('rewards.sub.lead')}</p>
      {user && channels ? (
        <form onSubmit={save} className="mt-6 space-y-3 rounded-2xl border border-line bg-surface p-5">
          {CHANNELS.map((c) => (
            <label key={c} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={channels[c]}
                onChange={(e) => setChannels({ ...channels, [c]: e.target.checked })}
                name={c}
              />
              {t(`rewards.sub.${c}`)}
            </label>
          ))}
          <button type="submit" disabled={busy} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
            {t('rewards.sub.save')}
          </button>
        </form>
      ) : (
        <p className="mt-4">
          <Link to="/login?redirect=/subscription" className="font-semibold text-brand-600 underline">
            {t('rewards.loyalty.signIn')}
          </Link>
        </p>
      )}
      <form onSubmit={subscribe} className="mt-6 space-y-3 rounded-2xl border border-line bg-surface p-5">
        <label className="block text-sm font-medium">
          {t('rewards.sub.newsletter')}
          <input
            type="email"
            className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <button type="submit" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
          {t('rewards.sub.subscribe')}
        </button>
      </form>
    </div>
  );
}
