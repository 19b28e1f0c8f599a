import type { SellerApplication } from '@sen/core/sellers/index';
import { type AppLoadContext, redirect } from 'react-router';
import { guarded } from '../account/account-loader';
import { serverApi } from '../api/server-api';
import { sellerTexts } from './seller-texts';

/** The seller area's front door: the application and its status. */
export const SELLER_HOME = '/seller';

/**
 * The seller layout's loader, the one guard of every seller page (issue 18):
 * - signed out → /login?redirectTo=… (a 401 from the API; the login page's silent refresh brings
 *   a returning seller straight back);
 * - no approved shop (none yet, pending, rejected, suspended) → /seller, the application and its
 *   status; the seller pages are never drawn for them;
 * - approved → the page. The server refuses every seller call of a non-approved account anyway
 *   (403 from currentSeller), so a shop suspended mid-visit loses its data at the next call.
 * Seller pages then load their data from the browser like admin screens (the kit's lists), every
 * call scoped to the caller's shop by the server.
 */
export async function loadSellerLayout(context: AppLoadContext, request: Request) {
  const application = await guarded(request, serverApi(context), (api) =>
    api.get<SellerApplication | null>('/seller/application'),
  );
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (path !== SELLER_HOME && application?.status !== 'approved') throw redirect(SELLER_HOME);
  return { application, lang: context.lang, texts: await sellerTexts(context.lang) };
}
