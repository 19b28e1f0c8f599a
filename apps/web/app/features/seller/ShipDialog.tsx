import { type ShipmentShipInput, shipmentShipSchema } from '@sen/core/payouts/index';
import { TextField, useAdminForm, useFormSave } from '../admin/kit/form';
import { FormModal } from '../admin/kit/Modal';
import { useT } from '../i18n/LanguageProvider';

/** Tracking for a shipment handed to the carrier (seller area and admin order detail). */
export function ShipDialog({
  title,
  onClose,
  submit,
}: {
  title: string;
  onClose: () => void;
  submit: (body: ShipmentShipInput) => Promise<unknown>;
}) {
  const t = useT();
  const form = useAdminForm(shipmentShipSchema, { carrier: '', trackingNumber: '', trackingUrl: '' });
  const { save: onSubmit, busy } = useFormSave(
    form,
    async (values) => {
      await submit(values);
      onClose();
    },
    { failed: t('sellerOps.failed') },
  );
  return (
    <FormModal
      open
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('sellerOps.ship')}
      testId="ship-dialog"
    >
      <TextField name="carrier" label={t('sellerOps.field.carrier')} />
      <TextField name="trackingNumber" label={t('sellerOps.field.trackingNumber')} />
      <TextField name="trackingUrl" type="url" label={t('sellerOps.field.trackingUrl')} />
    </FormModal>
  );
}
