import type { CartQuote } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { parcelGrams, parcelValue } from '@sen/core/carriers/parcel';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { emptyAfterOrder, refreshQuote } from '../cart/cart-actions';
import { getCart, refsOf, setCart, useCart } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { EMPTY_INFO, type Info, type InfoErrors, type InfoField, infoErrorsOf, saveInfo } from './checkout-form';
import { InformationStep } from './InformationStep';
import { type InvoiceDraft, type InvoiceErrors, InvoiceFields, invoiceErrorsOf, useInvoiceCheck } from './InvoiceFields';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { Stepper } from './Stepper';
import { useCheckoutPrefill } from './use-checkout-prefill';
import { usePlaceOrder } from './use-place-order';

/** The store choice of the pickup method: its own chunk, loaded when pickup is chosen (issue 18). */
const PickupStorePicker = lazy(() => import('../stores/PickupStorePicker'));
const isPickup = (code: string) => code.toUpperCase() === 'PICKUP';
/** Gift cards and points (issue 15): code and texts loaded only when the payment step shows. */
const CheckoutRewards = lazy(() =>
  Promise.all([import('../rewards/CheckoutRewards'), import('../rewards/texts').then((m) => m.loadRewardsTexts())]).then(
    ([m]) => m,
  ),
);

/** Spec 2 "Checkout page": information, shipping, payment, then the order is placed. */
export function CheckoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useCart();
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<Info>(EMPTY_INFO);
  const [errors, setErrors] = useState<InfoErrors>({});
  const [focusSignal, setFocusSignal] = useState(0);
  const [save, setSave] = useState(false);
  const [shipping, setShipping] = useState('');
  const [payment, setPayment] = useState('');
  const [storeId, setStoreId] = useState('');
  /** The wait shown for the chosen store (decision 0294): the server refuses a longer one. */
  const [storeWait, setStoreWait] = useState(0);
  const [storeError, setStoreError] = useState<string | undefined>();
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<InvoiceDraft | null>(null);
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({});
  const checkInvoice = useInvoiceCheck();
  // Kept with the cart, so the cart page and drawer price them too (decision 0351).
  const rewards = cart.rewards;
  const setRewards = useCallback((next: typeof rewards) => {
    setCart({ rewards: next });
    void refreshQuote();
  }, []);
  const placed = useRef(false);
  const { place, placing } = usePlaceOrder();

  const fill = useCallback((patch: Partial<Info>) => {
    setInfo((current) => {
      const next = { ...current };
      for (const [k, v] of Object.entries(patch) as [InfoField, string][]) if (v && !current[k]) next[k] = v;
      return next;
    });
  }, []);
  useCheckoutPrefill(user, fill, () => setSave(true));

  // An empty cart has nothing to check out (spec 2); a signed-in cart is waited for first.
  const cartKnown = !user || cart.mode === 'server';
  useEffect(() => {
    if (cartKnown && !placed.current && getCart().lines.length === 0) navigate('/cart', { replace: true });
  }, [cartKnown, cart.lines.length, navigate]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const needsShipping = quote ? quote.requiresShipping : cart.lines.some((l) => !l.isDigital);
  const refs = JSON.stringify(refsOf(cart.lines));
  useEffect(() => {
    const items = JSON.parse(refs) as ReturnType<typeof refsOf>;
    if (items.length === 0) return;
    const controller = new AbortController();
    checkoutApi(api)
      .quote(
        {
          items,
          promoCode: getCart().promoCode,
          shippingMethod: needsShipping ? shipping || null : null,
          province: info.city || null,
          ward: info.ward || null,
          paymentMethod: payment || null,
          email: info.email.trim() || null,
          giftCards: rewards.giftCards,
          usePoints: rewards.usePoints,
        },
        controller.signal,
      )
      .then(setQuote)
      .catch(() => undefined);
    return () => controller.abort();
  }, [refs, shipping, payment, info.city, info.ward, info.email, needsShipping, rewards]);

  const onChange = (field: InfoField, value: string) => {
    setInfo((v) => ({
      ...v,
      // A province or ward chosen by hand is no longer the one the old address became.
      ...(field === 'city' || field === 'ward' ? { legacyWard: '' } : {}),
      [field]: value,
      ...(field === 'city' && value !== v.city ? { ward: '' } : {}),
    }));
    if (errors[field] || (field === 'city' && errors.ward)) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    setFailure(null);
    const lines = getCart().lines;
    const pickupStore = needsShipping && isPickup(shipping) ? storeId : '';
    const result = await place({
      info,
      lines,
      shipping: needsShipping ? shipping : '',
      storeId: pickupStore,
      pickupWaitDays: storeWait,
      payment,
      promoCode: getCart().promoCode,
      invoice,
      rewards,
    });
    if ('order' in result) {
      placed.current = true;
      saveInfo(save ? info : null);
      await emptyAfterOrder();
      toast.success(t('checkout.success'));
      // A gateway order goes on to the gateway's page; it comes back to the order-success page.
      const pay = result.order.payment;
      if (pay?.redirectUrl) {
        window.location.assign(pay.redirectUrl);
        return;
      }
      const params = new URLSearchParams({ code: result.order.code, token: result.order.viewToken });
      if (pay?.error) params.set('payment', 'unavailable');
      navigate(`/order-success?${params}`, { replace: true });
      return;
    }
    const { failure: f } = result;
    const message = f.message || t('checkout.failed');
    toast.error(message);
    setFailure(message);
    const fieldErrors = infoErrorsOf(f.fields);
    const invoiceFieldErrors = invoiceErrorsOf(f.fields);
    setInvoiceErrors(invoiceFieldErrors);
    if (Object.keys(fieldErrors).length || Object.keys(invoiceFieldErrors).length) {
      setErrors(fieldErrors);
      setStep(0);
      setFocusSignal((n) => n + 1);
    } else if (f.fields['shipping.method']) setStep(1);
    else if (f.fields['shipping.storeId']) {
      // The store's stock changed: choose again from the fresh list (with its current waits).
      setStoreId('');
      setStoreError(f.fields['shipping.storeId']);
      setStep(1);
    }
    // Stock changed under us: the cart shows the new limits.
    if (f.status === 409) void refreshQuote();
  }

  return (
    <div className="container-page py-6 md:py-8" data-testid="checkout-page">
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{t('checkout.title')}</h1>
      <Stepper step={step} />
      <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="rounded-2xl border border-line bg-surface p-5 md:p-6">
          {failure && (
            <div
              role="alert"
              className="mb-4 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-700 dark:text-red-300"
              data-testid="checkout-error"
            >
              {failure}
            </div>
          )}
          {step === 0 && (
            <InformationStep
              info={info}
              errors={errors}
              save={save}
              needsAddress={needsShipping}
              onChange={onChange}
              onErrors={setErrors}
              onSave={setSave}
              onNext={() => setStep(needsShipping ? 1 : 2)}
              focusSignal={focusSignal}
              extra={
                <InvoiceFields
                  invoice={invoice}
                  errors={invoiceErrors}
                  onChange={(v) => {
                    setInvoice(v);
                    setInvoiceErrors({});
                  }}
                />
              }
              checkExtra={() => {
                const found = invoice ? checkInvoice(invoice) : {};
                setInvoiceErrors(found);
                return Object.keys(found).length === 0;
              }}
            />
          )}
          {step === 1 && (
            <ShippingStep
              province={info.city}
              ward={info.ward}
              weight={quote ? parcelGrams(quote.items.filter((l) => l.isAvailable)) / 1000 : undefined}
              value={quote ? parcelValue(quote.items.filter((l) => l.isAvailable)) : undefined}
              orderTotal={quote?.orderTotal ?? 0}
              selected={shipping}
              onSelect={setShipping}
              onBack={() => setStep(0)}
              onNext={() => {
                if (isPickup(shipping) && !storeId) return setStoreError(t('stores.pick.required'));
                setStep(2);
              }}
            >
              {isPickup(shipping) && (
                <Suspense fallback={null}>
                  <PickupStorePicker
                    lines={cart.lines}
                    value={storeId}
                    onChange={(id, wait) => {
                      setStoreId(id);
                      setStoreWait(wait);
                      setStoreError(undefined);
                    }}
                    error={storeError}
                  />
                </Suspense>
              )}
            </ShippingStep>
          )}
          {step === 2 && (
            <Suspense fallback={null}>
              <CheckoutRewards
                total={quote?.totals.total ?? null}
                shippingDiscount={quote?.totals.shippingDiscount ?? 0}
                signedIn={Boolean(user)}
                value={rewards}
                onChange={setRewards}
              />
            </Suspense>
          )}
          {step === 2 && (
            <PaymentStep
              orderTotal={quote?.orderTotal ?? 0}
              totals={quote?.totals ?? null}
              selected={payment}
              placing={placing}
              onSelect={setPayment}
              onBack={() => setStep(needsShipping ? 1 : 0)}
              onPlace={submit}
            />
          )}
        </div>
        <OrderSummary lines={cart.lines} quote={quote} />
      </div>
      {placing && (
        <div
          className="fixed inset-0 z-[80] flex items-center justify-center bg-slate-950/60 backdrop-blur-sm"
          role="alertdialog"
          aria-modal="true"
          aria-label={t('checkout.processing')}
        >
          <div className="flex items-center gap-3 rounded-2xl bg-surface px-6 py-5 shadow-2xl">
            <span className="h-6 w-6 animate-spin rounded-full border-3 border-brand-600 border-t-transparent" />
            <span className="font-semibold">{t('checkout.processing')}</span>
          </div>
        </div>
      )}
    </div>
  );
}
