import { type ShipmentShipInput, shipmentShipSchema } from '@sen/core/payouts/index';
import { useState } from 'react';
import { applyServerErrors, TextField, useAdminForm } from '../admin/kit/form';
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
  const [busy, setBusy] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await submit(values);
      onClose();
    } catch (err) {
      applyServerErrors(form, err, t('sellerOps.failed'));
    } finally {
      setBusy(false);
    }
  });
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
