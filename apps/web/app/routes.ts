import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/storefront.tsx', [
    index('routes/home.tsx'),
    // Everything unknown: a real 404 inside the storefront shell (README decision 16).
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
