import { policiesApi } from '@sen/core/api/policies';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';

/** /shipping: the active shipping methods with their rates, as checkout uses them. */
export async function shippingPolicyData(request: Request, context: AppLoadContext) {
  return { origin: siteOrigin(request), methods: await policiesApi(serverApi(context)).shippingMethods(request.signal) };
}

/** /payment: the active payment methods with their fees and limits. */
export async function paymentPolicyData(request: Request, context: AppLoadContext) {
  return { origin: siteOrigin(request), methods: await policiesApi(serverApi(context)).paymentMethods(request.signal) };
}
