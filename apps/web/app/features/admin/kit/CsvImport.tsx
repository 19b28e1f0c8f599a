import type { ImportDryRun, ImportJob } from '@sen/core/catalogue/types';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { badge, btn, btnPrimary } from './classes';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Checks the file and says per row what would happen; changes nothing. */
  dryRun: (file: File, onProgress: (f: number) => void) => Promise<ImportDryRun>;
  /** Starts the real import as a background job. */
  run: (file: File, onProgress: (f: number) => void) => Promise<ImportJob>;
  poll: (id: string, signal: AbortSignal) => Promise<ImportJob>;
  /** Called once a job has finished (the list reloads). */
  onImported: () => void;
}

type Step =
  | { kind: 'pick' }
  | { kind: 'checking'; progress: number }
  | { kind: 'review'; result: ImportDryRun }
  | { kind: 'running'; job: ImportJob }
  | { kind: 'done'; job: ImportJob };

const POLL_MS = 700;

/**
 * CSV import in four steps: pick a file → dry run (per-row create/update/reject and why) →
 * confirm → a background job with a progress bar → its result. Nothing is written before the
 * confirmation; rejected rows are skipped by the job.
 */
export function CsvImport({ open, onClose, title, dryRun, run, poll, onImported }: Props) {
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setStep({ kind: 'pick' });
      setError(null);
    }
  }, [open]);

  const jobId = step.kind === 'running' ? step.job._id : null;
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const job = await poll(jobId, controller.signal);
        if (job.status === 'done' || job.status === 'failed') {
          setStep({ kind: 'done', job });
          onImported();
          return;
        }
        setStep({ kind: 'running', job });
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(e instanceof Error ? e.message : String(e));
      }
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId, poll, onImported]);

  const check = async (chosen: File) => {
    setFile(chosen);
    setError(null);
    setStep({ kind: 'checking', progress: 0 });
    try {
      const result = await dryRun(chosen, (progress) => setStep({ kind: 'checking', progress }));
      setStep({ kind: 'review', result });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setStep({ kind: 'pick' });
    }
  };

  const confirm = async () => {
    if (!file) return;
    setError(null);
    try {
      const job = await run(file, () => undefined);
      setStep(job.status === 'done' || job.status === 'failed' ? { kind: 'done', job } : { kind: 'running', job });
      if (job.status === 'done') onImported();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const accepted = step.kind === 'review' ? step.result.created + step.result.updated : 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      wide
      testId="csv-import"
      footer={
        <>
          <button type="button" className={btn} onClick={onClose}>
            {step.kind === 'done' ? t('adminKit.close') : t('adminKit.cancel')}
          </button>
          {step.kind === 'review' && (
            <button
              type="button"
              className={btnPrimary}
              disabled={accepted === 0}
              onClick={() => void confirm()}
              data-testid="csv-confirm"
            >
              {t('adminKit.csv.confirm', { count: accepted })}
            </button>
          )}
        </>
      }
    >
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
          {error}
        </p>
      )}
      {(step.kind === 'pick' || step.kind === 'checking') && (
        <div>
          <p className="text-sm text-fg-muted">{t('adminKit.csv.help')}</p>
          <label htmlFor={inputId} className={clsx(btnPrimary, 'mt-4 cursor-pointer')}>
            {t('adminKit.csv.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            data-testid="csv-input"
            disabled={step.kind === 'checking'}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void check(chosen);
            }}
          />
          {step.kind === 'checking' && (
            <div className="mt-4" role="status">
              <p className="text-sm text-fg">{t('adminKit.csv.checking', { name: file?.name ?? '' })}</p>
              <progress className="mt-2 h-2 w-full accent-brand-600" value={step.progress} max={1} />
            </div>
          )}
        </div>
      )}

      {step.kind === 'review' && (
        <div data-testid="csv-dry-run">
          <p className="text-sm text-fg" aria-live="polite">
            {t('adminKit.csv.summary', {
              create: step.result.created,
              update: step.result.updated,
              reject: step.result.rejected,
            })}
          </p>
          <div className="mt-3 max-h-[50vh] overflow-auto rounded-lg border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('adminKit.csv.rows')}</caption>
              <thead className="sticky top-0 bg-muted text-xs uppercase text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('adminKit.csv.line')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    SKU
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminKit.csv.result')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {step.result.rows.map((row) => (
                  <tr
                    key={row.row}
                    data-testid={`csv-row-${row.action}`}
                    className={row.action === 'reject' ? 'bg-red-50/60 dark:bg-red-950/30' : undefined}
                  >
                    <td className="px-3 py-2 tabular-nums text-fg-muted">{row.row}</td>
                    <td className="px-3 py-2 font-mono text-xs text-fg">{row.sku || '—'}</td>
                    <td className="px-3 py-2">
                      <span
                        className={clsx(
                          badge,
                          row.action === 'create' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
                          row.action === 'update' && 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
                          row.action === 'reject' && 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
                        )}
                      >
                        {t(`adminKit.csv.action.${row.action}`)}
                      </span>
                      {row.errors.length > 0 && (
                        <ul className="mt-1 text-xs text-red-700 dark:text-red-300">
                          {row.errors.map((e) => (
                            <li key={`${e.field}:${e.message}`}>
                              <strong>{e.field}</strong>: {e.message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {step.result.omitted > 0 && (
            <p className="mt-2 text-xs text-fg-muted">{t('adminCatImport.csvOmitted', { count: step.result.omitted })}</p>
          )}
        </div>
      )}

      {(step.kind === 'running' || step.kind === 'done') && (
        <div role="status" aria-live="polite" data-testid="csv-progress">
          <p className="text-sm font-medium text-fg">
            {step.kind === 'running'
              ? t('adminKit.csv.running', { processed: step.job.processed, total: step.job.total })
              : step.job.status === 'failed'
                ? t('adminKit.csv.failed', { error: step.job.error ?? '' })
                : t('adminKit.csv.done', { created: step.job.created, updated: step.job.updated, rejected: step.job.rejected })}
          </p>
          <progress className="mt-3 h-2 w-full accent-brand-600" value={step.job.processed} max={Math.max(1, step.job.total)} />
        </div>
      )}
    </Modal>
  );
}
