import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { VietQr } from './VietQr';

interface Props {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
  /** The order's transfer reference: the box is shown only once the order exists (issue 10, item 11). */
  reference: string;
  amount: number;
}

/** Spec 2: the transfer-info box of the bank transfer method, with a VietQR code for the amount. */
export function BankTransferBox({ bankName, accountNumber, accountHolder, reference, amount }: Props) {
  const t = useT();
  const row = 'flex justify-between gap-3 py-1';
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-brand-300 bg-brand-50/60 p-4 text-sm sm:flex-row dark:bg-brand-600/10"
      data-testid="bank-transfer"
    >
      <div className="flex-1">
        <p className="mb-2 font-semibold">{t('checkout.bank.title')}</p>
        <dl>
          <div className={row}>
            <dt className="text-fg-muted">{t('checkout.bank.bank')}</dt>
            <dd className="font-medium">{bankName}</dd>
          </div>
          <div className={row}>
            <dt className="text-fg-muted">{t('checkout.bank.account')}</dt>
            <dd className="font-mono font-medium">{accountNumber}</dd>
          </div>
          <div className={row}>
            <dt className="text-fg-muted">{t('checkout.bank.holder')}</dt>
            <dd className="text-right font-medium">{accountHolder}</dd>
          </div>
          <div className={row}>
            <dt className="text-fg-muted">{t('checkout.bank.reference')}</dt>
            <dd className="text-right font-mono font-medium">{reference}</dd>
          </div>
          <div className={row}>
            <dt className="text-fg-muted">{t('checkout.bank.amount')}</dt>
            <dd className="font-bold text-brand-600">{vnd(amount)}</dd>
          </div>
        </dl>
      </div>
      {bankName && accountNumber && (
        <figure className="flex flex-col items-center gap-1">
          <VietQr
            bankName={bankName}
            accountNumber={accountNumber}
            amount={amount}
            purpose={reference}
            label={t('checkout.bank.qr')}
          />
          <figcaption className="max-w-44 text-center text-xs text-fg-muted">{t('checkout.bank.qr')}</figcaption>
        </figure>
      )}
    </div>
  );
}
