import { policiesApi } from '@sen/core/api/policies';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import { loadBlockPage } from '../content/page-loader';

/** /shipping: the prose staff edit (decision 0356) and the active shipping methods with their rates, as checkout uses them. */
export async function shippingPolicyData(request: Request, context: AppLoadContext) {
  const [block, methods] = await Promise.all([
    loadBlockPage(request, context, 'shipping'),
    policiesApi(serverApi(context)).shippingMethods(request.signal),
  ]);
  return { ...block, methods };
}

/** /payment: the prose staff edit (decision 0356) and the active payment methods with their fees and limits. */
export async function paymentPolicyData(request: Request, context: AppLoadContext) {
  const [block, methods] = await Promise.all([
    loadBlockPage(request, context, 'payment'),
    policiesApi(serverApi(context)).paymentMethods(request.signal),
  ]);
  return { ...block, methods };
}
