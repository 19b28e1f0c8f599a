import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../errors';
import { issuesToFieldErrors } from '../validation';
import { couponCreateSchema, orderStatusChangeSchema, shippingMethodCreateSchema } from './admin-schemas';
import { cartItemRefSchema, placeOrderSchema, shippingAvailableSchema } from './schemas';

function errors(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? [] : issuesToFieldErrors(r.error!.issues as never, 'vi');
}

const good = {
  information: {
    fullName: 'Nguyễn Văn An',
    email: 'An@Example.vn',
    phone: '091-234 5678',
    address: '12 Lê Lợi',
    city: '79',
    ward: '26734',
  },
  shipping: { method: 'standard', shippingFee: 0 },
  payment: { method: 'cod', cardNumber: '4111111111111111' },
  items: [{ productId: 'p1', quantity: 2, price: 1 }],
  total: 1,
};

describe('checkout form (spec 2 §5)', () => {
  it('accepts a filled form, normalising e-mail and phone and dropping prices and card data', () => {
    const r = placeOrderSchema.parse(good);
    expect(r.information).toMatchObject({ email: 'an@example.vn', phone: '0912345678', notes: '' });
    expect(r.payment).toEqual({ method: 'cod' });
    expect(r.shipping).toEqual({ method: 'standard' });
    expect(r.items).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(r).not.toHaveProperty('total');
  });

  it('reports every empty field with the spec texts', () => {
    const list = errors(placeOrderSchema, { items: [{ productId: 'p1' }] });
    expect(list).toEqual(
      expect.arrayContaining([
        { field: 'information.fullName', message: 'Vui lòng nhập họ tên' },
        { field: 'information.email', message: 'Vui lòng nhập email' },
        { field: 'information.phone', message: 'Vui lòng nhập số điện thoại' },
        { field: 'information.address', message: 'Vui lòng nhập địa chỉ' },
        { field: 'information.city', message: 'Vui lòng chọn tỉnh/thành phố' },
        { field: 'information.ward', message: 'Vui lòng chọn phường/xã' },
        { field: 'shipping.method', message: 'Vui lòng chọn phương thức vận chuyển' },
        { field: 'payment.method', message: 'Vui lòng chọn phương thức thanh toán' },
      ]),
    );
  });

  it('rejects a bad e-mail and phone', () => {
    const list = errors(placeOrderSchema, { ...good, information: { ...good.information, email: 'an@', phone: '12345' } });
    expect(list).toEqual([
      { field: 'information.email', message: 'Email không hợp lệ' },
      { field: 'information.phone', message: 'Số điện thoại không hợp lệ (10-11 số)' },
    ]);
  });

  it('needs no address or shipping method when only courses are bought', () => {
    const r = placeOrderSchema.safeParse({
      information: { fullName: 'An', email: 'an@example.vn', phone: '0912345678' },
      payment: { method: 'BANK_TRANSFER' },
      items: [{ courseId: 'REACT01' }],
    });
    expect(r.success).toBe(true);
  });

  it('needs at least one item', () => {
    expect(errors(placeOrderSchema, { ...good, items: [] })).toEqual([
      { field: 'items', message: 'Giỏ hàng của bạn đang trống' },
    ]);
  });
});

describe('cart items', () => {
  it('takes a product with a quantity from 1 to 999, or a course once', () => {
    expect(cartItemRefSchema.parse({ productId: 'p' })).toEqual({ productId: 'p', quantity: 1 });
    expect(errors(cartItemRefSchema, { productId: 'p', quantity: 0 })[0]?.message).toBe(fieldMessage('cart.quantity.min', 'vi'));
    expect(errors(cartItemRefSchema, { productId: 'p', quantity: 1.5 })[0]?.message).toBe('Số lượng phải là số nguyên');
    expect(errors(cartItemRefSchema, { courseId: 'c', quantity: 2 })[0]?.field).toBe('quantity');
    expect(errors(cartItemRefSchema, {})[0]?.field).toBe('productId');
  });
});

describe('shipping and staff schemas', () => {
  it('reads the address as a province code, name or address object', () => {
    expect(shippingAvailableSchema.parse({ address: { city: '01' }, orderTotal: 5 }).address).toBe('01');
    expect(shippingAvailableSchema.parse({ address: 'Hà Nội' }).address).toBe('Hà Nội');
  });

  it('upper-cases method codes and checks the delivery range', () => {
    const m = shippingMethodCreateSchema.parse({
      code: 'fast_1',
      name: 'Fast',
      baseRate: 1,
      estimatedDeliveryTime: { min: 1, max: 2, unit: 'days' },
    });
    expect(m.code).toBe('FAST_1');
    const bad = errors(shippingMethodCreateSchema, {
      code: 'x',
      name: '',
      baseRate: -1,
      estimatedDeliveryTime: { min: 3, max: 2, unit: 'days' },
    });
    expect(bad.map((e) => e.field)).toEqual(['code', 'name', 'baseRate', 'estimatedDeliveryTime.max']);
  });

  it('bounds coupon values and dates', () => {
    expect(errors(couponCreateSchema, { code: 'ABC', type: 'percentage', value: 120 })[0]?.field).toBe('value');
    expect(
      errors(couponCreateSchema, { code: 'ABC', type: 'fixed', value: 1, startsAt: '2026-02-01', endsAt: '2026-01-01' })[0]
        ?.field,
    ).toBe('endsAt');
    expect(couponCreateSchema.parse({ code: 'summer-26', type: 'freeShipping' }).code).toBe('SUMMER-26');
  });

  it('accepts only http(s) tracking links', () => {
    expect(orderStatusChangeSchema.safeParse({ status: 'shipped', trackingUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(orderStatusChangeSchema.safeParse({ status: 'shipped', trackingUrl: 'https://ghn.vn/t/1' }).success).toBe(true);
  });
});

describe('update schemas', () => {
  it('leave out what was not sent instead of filling defaults', async () => {
    const { shippingMethodUpdateSchema, paymentMethodUpdateSchema, couponUpdateSchema } = await import('./admin-schemas');
    expect(shippingMethodUpdateSchema.parse({ baseRate: 1 })).toEqual({ baseRate: 1 });
    expect(paymentMethodUpdateSchema.parse({ name: 'X' })).toEqual({ name: 'X' });
    expect(couponUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(shippingMethodUpdateSchema.safeParse({ icon: 'rocket' }).success).toBe(false);
  });
});
