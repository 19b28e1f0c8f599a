import {
  type AvailableShippingMethod,
  DEFAULT_UNIT_GRAMS,
  methodCodeParamsSchema,
  recordIdParamsSchema,
  type ShippingMethodInput,
  type ShippingMethodPatch,
  shippingAvailableSchema,
  shippingCalculateSchema,
  shippingListQuerySchema,
  shippingMethodCreateSchema,
  shippingMethodUpdateSchema,
  shippingQuote,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeBus } from '../../lib/change-bus';
import { AppError, notFound, ok } from '../../lib/http';
import { carrierMethods } from './carriers/quotes';
import { type MethodPatch, methodStore, methodSwitchRoutes } from './method-store';
import { findShippingMethod, resolveProvince, shippingMethods, toShippingMethod } from './queries';

type Row = MethodPatch<'shipping_methods'>;

function toRow(b: ShippingMethodPatch): Row {
  const row: Row = {};
  if (b.code !== undefined) row.code = b.code;
  if (b.name !== undefined) row.name = b.name;
  if (b.description !== undefined) row.description = b.description;
  if (b.icon !== undefined) row.icon = b.icon;
  if (b.carrier !== undefined) row.carrier = b.carrier;
  if (b.isActive !== undefined) row.is_active = b.isActive ? 1 : 0;
  if (b.isDefault !== undefined) row.is_default = b.isDefault ? 1 : 0;
  if (b.displayOrder !== undefined) row.display_order = b.displayOrder;
  if (b.baseRate !== undefined) row.base_rate = b.baseRate;
  if (b.freeShippingThreshold !== undefined) row.free_shipping_threshold = b.freeShippingThreshold;
  if (b.rates !== undefined) row.rates = JSON.stringify(b.rates);
  if (b.estimatedDeliveryTime !== undefined) {
    row.estimated_min = b.estimatedDeliveryTime.min;
    row.estimated_max = b.estimatedDeliveryTime.max;
    row.estimated_unit = b.estimatedDeliveryTime.unit;
  }
  return row;
}

const WRITE = { permission: 'settings.write' } as const;

/** Shipping methods: every call of spec 2 §7, fees by the rules of spec 2 §9. */
const shipping: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['shipping'];
  // Method writes tell every instance (invalidateCheckoutCache); the bus closes with the app.
  await changeBus(app);

  async function methodOr404(ref: string) {
    const m = await findShippingMethod(app, ref);
    if (!m) throw notFound('SHIPPING_METHOD_NOT_FOUND');
    return m;
  }

  const store = methodStore(app, {
    table: 'shipping_methods',
    entity: 'shipping-method',
    notFoundCode: 'SHIPPING_METHOD_NOT_FOUND',
    codeTakenCode: 'SHIPPING_METHOD_CODE_TAKEN',
    toModel: toShippingMethod,
  });

  app.get(
    '/shipping-methods',
    {
      schema: {
        tags,
        summary: 'Shipping methods in display order (?isActive=true: the active ones)',
        querystring: shippingListQuerySchema,
      },
    },
    async (req) => {
      const all = await shippingMethods(app);
      const { isActive } = req.query;
      return ok(isActive === undefined ? all : all.filter((m) => m.isActive === (isActive === 'true')));
    },
  );

  app.get(
    '/shipping-methods/code/:code',
    { schema: { tags, summary: 'A shipping method by code (any case)', params: methodCodeParamsSchema } },
    async (req) => ok(await methodOr404(req.params.code)),
  );

  app.get(
    '/shipping-methods/:id',
    { schema: { tags, summary: 'A shipping method by id (or code)', params: recordIdParamsSchema } },
    async (req) => ok(await methodOr404(req.params.id)),
  );

  app.post(
    '/shipping-methods/available',
    {
      schema: {
        tags,
        summary: 'Active methods for an address (province code or name) and order total, each with its fee',
        body: shippingAvailableSchema,
      },
    },
    async (req) => {
      const { address, orderTotal, ward, weight, value } = req.body;
      const place = await resolveProvince(app, address);
      // With a ward, the configured carriers quote too; one that does not answer in time is left out (decision 0320).
      const carriers =
        place?.code && ward
          ? await carrierMethods(app, {
              provinceCode: place.code,
              wardCode: ward,
              grams: weight ? Math.max(100, Math.round(weight * 1000)) : DEFAULT_UNIT_GRAMS,
              // The goods' value the page counted (core parcelValue), as the order's own quote does (decision 0322).
              value: value ?? orderTotal,
            })
          : [];
      const own = (await shippingMethods(app)).filter((m) => m.isActive && !carriers.some((c) => c.code === m.code));
      const list: AvailableShippingMethod[] = [...carriers, ...own].map((m) => ({
        ...m,
        ...shippingQuote(m, place?.name, orderTotal, req.lang),
      }));
      return ok(list);
    },
  );

  app.post(
    '/shipping-methods/calculate',
    {
      schema: {
        tags,
        summary: 'The fee of one method (id or code) for an address and order total',
        body: shippingCalculateSchema,
      },
    },
    async (req) => {
      const { method, address, orderTotal } = req.body;
      const m = await methodOr404(method);
      const place = await resolveProvince(app, address);
      return ok({
        method: m.code,
        name: m.name,
        isActive: m.isActive,
        province: place,
        orderTotal,
        ...shippingQuote(m, place?.name, orderTotal, req.lang),
      });
    },
  );

  app.post(
    '/shipping-methods',
    { schema: { tags, summary: 'Create a shipping method (settings.write)', body: shippingMethodCreateSchema }, config: WRITE },
    async (req, reply) => {
      const body: ShippingMethodInput = req.body;
      if (body.isDefault && !body.isActive) throw new AppError(409, 'SHIPPING_SET_DEFAULT_FAILED');
      reply.status(201);
      return ok(await store.create(toRow(body), req.user), 201);
    },
  );

  app.put(
    '/shipping-methods/:id',
    {
      schema: {
        tags,
        summary: 'Update a shipping method; only the fields sent change',
        params: recordIdParamsSchema,
        body: shippingMethodUpdateSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const m = await store.storedOr404(req.params.id);
      const next = { isActive: req.body.isActive ?? m.isActive, isDefault: req.body.isDefault ?? m.isDefault };
      if (next.isDefault && !next.isActive) {
        throw new AppError(409, m.isDefault ? 'SHIPPING_TOGGLE_FAILED' : 'SHIPPING_SET_DEFAULT_FAILED');
      }
      return ok(await store.save(m._id, toRow(req.body), false, req.user));
    },
  );

  methodSwitchRoutes(app, store, {
    path: '/shipping-methods',
    tags,
    noun: 'shipping method',
    refuse: {
      // The default is what the checkout preselects: an inactive method cannot be it.
      setDefault: (m) => (m.isActive ? null : 'SHIPPING_SET_DEFAULT_FAILED'),
      // Switching the default off would leave the checkout without its preselected method.
      toggle: (m) => (m.isActive && m.isDefault ? 'SHIPPING_TOGGLE_FAILED' : null),
    },
  });
};

export default shipping;
