import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import * as account from './route-groups/account';
import * as catalog from './route-groups/catalog';
import * as checkout from './route-groups/checkout';
import * as courses from './route-groups/courses';
import * as info from './route-groups/info';
import * as promotions from './route-groups/promotions';
import * as seller from './route-groups/seller';
import * as stores from './route-groups/stores';

/* Each area lists its routes in app/route-groups/<area>.ts, so areas can grow independently. */
const areas = [account, catalog, checkout, courses, info, stores, promotions, seller];

export default [
  ...areas.flatMap((a) => a.standalone),
  layout('routes/storefront.tsx', [
    index('routes/home.tsx'),
    ...areas.flatMap((a) => a.storefront),
    // Everything unknown: a real 404 inside the storefront shell (README decision 16).
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
