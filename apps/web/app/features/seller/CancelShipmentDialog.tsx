import { type CancelForm, cancelFormSchema } from '@sen/core/checkout/order-admin-forms';
import { TextField, useAdminForm, useFormSave } from '../admin/kit/form';
import { FormModal } from '../admin/kit/Modal';
import { useT } from '../i18n/LanguageProvider';

/**
 * Cancels one shipment before it ships, with a reason (seller area and admin order detail,
 * decision 0299): its lines leave the order and their stock goes back.
 */
export function CancelShipmentDialog({
  code,
  onClose,
  submit,
}: {
  code: string;
  onClose: () => void;
  submit: (reason: string) => Promise<unknown>;
}) {
  const t = useT();
  const form = useAdminForm(cancelFormSchema, { reason: '' });
  const { save: onSubmit, busy } = useFormSave(
    form,
    async (values: CancelForm) => {
      await submit(values.reason);
      onClose();
    },
    { failed: t('sellerOps.failed') },
  );
  return (
    <FormModal
      open
      title={t('sellerOps.cancelTitle', { code })}
      onClose={onClose}
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('sellerOps.cancelShipment')}
      testId="cancel-shipment-dialog"
    >
      <p className="text-sm text-fg-muted">{t('sellerOps.cancelHint')}</p>
      <TextField name="reason" label={t('sellerOps.field.reason')} multiline />
    </FormModal>
  );
}
