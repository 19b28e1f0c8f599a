import { promotionsApi } from '@sen/core/api/promotions';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';

/** Data of the promotion pages, read through the API in process (decision 0003). */
export const promotionsData = {
  flashSales: async (request: Request, context: AppLoadContext) =>
    await promotionsApi(serverApi(context)).flashSales(request.signal),
  running: async (request: Request, context: AppLoadContext) => ({
    items: (await promotionsApi(serverApi(context)).running(request.signal)).items,
    now: Date.now(),
  }),
  clearance: async (request: Request, context: AppLoadContext) => ({
    items: (await promotionsApi(serverApi(context)).clearance(request.signal)).items,
    now: Date.now(),
  }),
};
