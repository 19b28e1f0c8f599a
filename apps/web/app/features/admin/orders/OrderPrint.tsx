import type { AdminOrder } from '@sen/core/checkout/order-admin';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { btn, btnPrimary } from '../kit/classes';
import { adminOrdersApi } from './api';

/*
 * Printable invoice and packing slip (issue 13), always in Vietnamese — they travel with the
 * parcel and the shop's books — on A4 or an 80 mm receipt printer, through the browser's print
 * dialog. The print stylesheet below shows only the documents, one per page.
 */
const VI = {
  invoice: 'HÓA ĐƠN BÁN HÀNG',
  slip: 'PHIẾU GIAO HÀNG',
  code: 'Mã đơn hàng',
  date: 'Ngày đặt',
  customer: 'Khách hàng',
  phone: 'Điện thoại',
  email: 'Email',
  shipTo: 'Giao đến',
  payment: 'Thanh toán',
  shipping: 'Vận chuyển',
  tracking: 'Mã vận đơn',
  item: 'Sản phẩm',
  qty: 'SL',
  price: 'Đơn giá',
  amount: 'Thành tiền',
  subtotal: 'Tạm tính',
  tax: 'Thuế VAT (10%)',
  shippingFee: 'Phí vận chuyển',
  discount: 'Giảm giá',
  handling: 'Phí thanh toán',
  total: 'Tổng cộng',
  paid: 'Đã thanh toán',
  unpaid: 'Chưa thanh toán',
  cod: 'Thu hộ (COD)',
  note: 'Ghi chú của khách',
  thanks: 'Cảm ơn quý khách đã mua sắm tại Sen!',
  returns: 'Đổi trả trong 30 ngày. Giữ phiếu này để được hỗ trợ.',
  signBuyer: 'Người nhận hàng',
  signShop: 'Người giao hàng',
  check: 'Đã kiểm',
};

const dateVi = (iso: string) =>
  new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });

function Document({ order, doc, narrow }: { order: AdminOrder; doc: 'invoice' | 'slip'; narrow: boolean }) {
  const money = (n: number) => formatVnd(n);
  const cod = order.paymentMethod.code === 'COD' && order.paymentStatus !== 'paid';
  return (
    <article
      className={clsx(
        'print-doc mx-auto bg-white text-black',
        narrow ? 'w-[80mm] p-[3mm] text-[11px]' : 'w-[210mm] p-[12mm] text-[12px]',
      )}
      data-testid="print-doc"
    >
      <header className={clsx('flex justify-between gap-4 border-b border-black pb-2', narrow && 'flex-col text-center')}>
        <div>
          <p className="text-lg font-bold">Sen</p>
          <p>Điện tử chính hãng &amp; khóa học trực tuyến</p>
        </div>
        <div className={narrow ? '' : 'text-right'}>
          <p className="text-base font-bold">{doc === 'invoice' ? VI.invoice : VI.slip}</p>
          <p>
            {VI.code}: <strong>{order.code}</strong>
          </p>
          <p>
            {VI.date}: {dateVi(order.createdAt)}
          </p>
        </div>
      </header>

      <section className={clsx('mt-2 grid gap-2', !narrow && 'grid-cols-2')}>
        <div>
          <p className="font-bold">{VI.customer}</p>
          <p>{order.customer.fullName}</p>
          <p>
            {VI.phone}: {order.customer.phone}
          </p>
          {doc === 'invoice' && (
            <p>
              {VI.email}: {order.customer.email}
            </p>
          )}
          {order.shippingAddress && (
            <p>
              {VI.shipTo}: {order.shippingAddress.fullAddress}
            </p>
          )}
        </div>
        <div>
          <p>
            {VI.payment}: {order.paymentMethod.name} — {order.paymentStatus === 'paid' ? VI.paid : VI.unpaid}
          </p>
          {order.shippingMethod && (
            <p>
              {VI.shipping}: {order.shippingMethod.name}
              {order.shippingMethod.carrier ? ` (${order.shippingMethod.carrier})` : ''}
            </p>
          )}
          {order.trackingNumber && (
            <p>
              {VI.tracking}: <strong>{order.trackingNumber}</strong>
            </p>
          )}
        </div>
      </section>

      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1 pr-1">{VI.item}</th>
            <th className="py-1 pr-1 text-right">{VI.qty}</th>
            {doc === 'invoice' && !narrow && <th className="py-1 pr-1 text-right">{VI.price}</th>}
            {doc === 'invoice' && <th className="py-1 text-right">{VI.amount}</th>}
            {doc === 'slip' && <th className="py-1 text-right">{VI.check}</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-gray-300 align-top">
              <td className="py-1 pr-1">
                {i.name}
                {i.sku && <span className="block text-[10px]">SKU: {i.sku}</span>}
              </td>
              <td className="py-1 pr-1 text-right">{i.quantity}</td>
              {doc === 'invoice' && !narrow && <td className="py-1 pr-1 text-right">{money(i.price)}</td>}
              {doc === 'invoice' && <td className="py-1 text-right">{money(i.total)}</td>}
              {doc === 'slip' && <td className="py-1 text-right">☐</td>}
            </tr>
          ))}
        </tbody>
      </table>

      {doc === 'invoice' ? (
        <dl className={clsx('mt-2 ml-auto grid grid-cols-2 gap-x-2', !narrow && 'w-1/2')}>
          <dt>{VI.subtotal}</dt>
          <dd className="text-right">{money(order.subtotal)}</dd>
          <dt>{VI.tax}</dt>
          <dd className="text-right">{money(order.tax)}</dd>
          {order.requiresShipping && (
            <>
              <dt>{VI.shippingFee}</dt>
              <dd className="text-right">{money(order.shippingCost - order.shippingDiscount)}</dd>
            </>
          )}
          {order.discount > 0 && (
            <>
              <dt>{VI.discount}</dt>
              <dd className="text-right">−{money(order.discount)}</dd>
            </>
          )}
          {order.handlingFee > 0 && (
            <>
              <dt>{VI.handling}</dt>
              <dd className="text-right">{money(order.handlingFee)}</dd>
            </>
          )}
          <dt className="border-t border-black pt-1 font-bold">{VI.total}</dt>
          <dd className="border-t border-black pt-1 text-right font-bold">{money(order.total)}</dd>
        </dl>
      ) : (
        cod && (
          <p className="mt-2 border border-black p-2 text-base font-bold">
            {VI.cod}: {money(order.total)}
          </p>
        )
      )}

      {order.notes && (
        <p className="mt-2">
          <strong>{VI.note}:</strong> {order.notes}
        </p>
      )}
      {doc === 'slip' && !narrow && (
        <div className="mt-8 grid grid-cols-2 text-center">
          <p className="font-bold">{VI.signShop}</p>
          <p className="font-bold">{VI.signBuyer}</p>
        </div>
      )}
      <footer className="mt-4 text-center">
        <p>{VI.thanks}</p>
        <p>{VI.returns}</p>
      </footer>
    </article>
  );
}

/** /admin/orders/print?codes=A,B&doc=invoice|slip&size=a4|80mm */
export function OrderPrint() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const codes = (params.get('codes') ?? '').split(',').filter(Boolean).slice(0, 100);
  const doc = params.get('doc') === 'slip' ? 'slip' : 'invoice';
  const narrow = params.get('size') === '80mm';
  const [orders, setOrders] = useState<AdminOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = codes.join(',');

  useEffect(() => {
    const c = new AbortController();
    Promise.all(codes.map((code) => adminOrdersApi.order(code, c.signal))).then(setOrders, (e: unknown) => {
      if (!c.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => c.abort();
  }, [key]);

  const set = (name: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(name, value);
      return next;
    });

  return (
    <div>
      <style>{`
        @page { size: ${narrow ? '80mm auto' : 'A4'}; margin: ${narrow ? '0' : '0'}; }
        @media print {
          body * { visibility: hidden !important; }
          .print-area, .print-area * { visibility: visible !important; }
          .print-area { position: absolute; left: 0; top: 0; width: 100%; }
          .print-doc { break-after: page; box-shadow: none !important; }
          .print-hide { display: none !important; }
        }
      `}</style>
      <div className="print-hide mb-4 flex flex-wrap items-center gap-2">
        <button type="button" className={btnPrimary} onClick={() => window.print()} disabled={!orders} data-testid="print-now">
          {t('adminOrders.print.now')}
        </button>
        <button type="button" className={btn} aria-pressed={doc === 'invoice'} onClick={() => set('doc', 'invoice')}>
          {t('adminOrders.print.invoice')}
        </button>
        <button type="button" className={btn} aria-pressed={doc === 'slip'} onClick={() => set('doc', 'slip')}>
          {t('adminOrders.print.slip')}
        </button>
        <button type="button" className={btn} aria-pressed={!narrow} onClick={() => set('size', 'a4')}>
          A4
        </button>
        <button type="button" className={btn} aria-pressed={narrow} onClick={() => set('size', '80mm')}>
          80 mm
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {!orders && !error && <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}
      <div className="print-area grid gap-6 overflow-x-auto">
        {orders?.map((o) => (
          <div key={o.code} className="shadow-md print:shadow-none">
            <Document order={o} doc={doc} narrow={narrow} />
          </div>
        ))}
      </div>
    </div>
  );
}
