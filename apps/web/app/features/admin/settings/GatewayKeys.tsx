import { type GatewayKeysView, gatewayKeysFormSchema } from '@sen/core/payments/review';
import { useState } from 'react';
import { api } from '../../api/browser-api';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, card } from '../kit/classes';
import { applyServerErrors, TextField, useAdminForm } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { useServerList } from '../kit/use-server-list';

type Gateway = GatewayKeysView['gateways'][number];

const keysApi = {
  get: (signal?: AbortSignal) => api.get<GatewayKeysView>('/admin/payment-gateways', { signal }),
  save: (provider: string, values: Record<string, string | null>) =>
    api.put<GatewayKeysView>(`/admin/payment-gateways/${encodeURIComponent(provider)}`, { values }),
};

/**
 * Each gateway's keys under the payment methods (decision 0312): offered or why not, where its
 * keys come from, set or not (a secret's last 4 characters at most). Staff set or clear them;
 * without SETTINGS_ENCRYPTION_KEY the screen says keys cannot be saved.
 */
export function GatewayKeys() {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const view = useServerList(`keys-${attempt}`, async (signal) => {
    const v = await keysApi.get(signal);
    return { items: [v], pagination: { page: 1, limit: 1, totalCount: 1, totalPages: 1 } };
  });
  const data = view.result?.items[0] ?? null;
  const [editing, setEditing] = useState<Gateway | null>(null);
  const reload = () => setAttempt((n) => n + 1);
  if (!data) return null;

  return (
    <section className="mt-8" aria-labelledby="gateway-keys-title" data-testid="gateway-keys">
      <h2 id="gateway-keys-title" className="text-lg font-semibold">
        {t('adminPayments.keys.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('adminPayments.keys.lead')}</p>
      {!data.canSave && (
        <p className="mt-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm" role="status">
          {t('adminPayments.keys.noKey')}
        </p>
      )}
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {data.gateways.map((g) => (
          <article key={g.provider} className={`${card} p-4`} data-testid={`gateway-${g.provider}`}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold">{g.provider}</h3>
                <p
                  className={`text-xs ${g.offered ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-700 dark:text-amber-300'}`}
                >
                  {g.offered
                    ? t('adminPayments.keys.offered')
                    : t('adminPayments.keys.notOffered', { names: g.missing.join(', ') })}
                </p>
              </div>
              {g.source === 'env' ? (
                <span className="text-xs text-fg-muted">{t('adminPayments.keys.fromEnv')}</span>
              ) : (
                data.canSave && (
                  <button type="button" className={btn} onClick={() => setEditing(g)} data-testid={`gateway-edit-${g.provider}`}>
                    {t('adminPayments.keys.edit')}
                  </button>
                )
              )}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {g.fields.map((f) => (
                <div key={f.name} className="contents">
                  <dt className="font-mono text-fg-muted">{f.name}</dt>
                  <dd>
                    {f.set ? t('adminPayments.keys.set') : t('adminPayments.keys.notSet')}
                    {f.hint ? <span className="ml-1 font-mono">({f.secret ? `…${f.hint}` : f.hint})</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      <KeysDialog gateway={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </section>
  );
}

function KeysDialog({ gateway, onClose, onSaved }: { gateway: Gateway | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const empty = Object.fromEntries((gateway?.fields ?? []).map((f) => [f.name, '']));
  const form = useAdminForm(gatewayKeysFormSchema, empty);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  if (gateway && shown !== gateway.provider) {
    setShown(gateway.provider);
    form.reset(empty);
  }
  const send = async (values: Record<string, string | null>) => {
    if (!gateway) return;
    setBusy(true);
    try {
      await keysApi.save(gateway.provider, values);
      toast.success(t('adminPayments.keys.saved'));
      setShown(null);
      onClose();
      onSaved();
    } catch (e) {
      applyServerErrors(form, e, t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const save = form.handleSubmit((values) =>
    send(Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''))),
  );
  return (
    <FormModal
      open={gateway !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      title={t('adminPayments.keys.editTitle', { provider: gateway?.provider ?? '' })}
      testId="gateway-keys-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      {gateway?.fields.map((f) => (
        <TextField
          key={f.name}
          name={f.name}
          label={f.name}
          hint={f.set ? t('adminPayments.keys.keep') : undefined}
          placeholder={f.set && f.hint ? (f.secret ? `…${f.hint}` : f.hint) : undefined}
        />
      ))}
      {gateway?.source === 'stored' && (
        <button
          type="button"
          className={btn}
          disabled={busy}
          onClick={() => void send(Object.fromEntries(gateway.fields.map((f) => [f.name, null])))}
        >
          {t('adminPayments.keys.clear')}
        </button>
      )}
    </FormModal>
  );
}
