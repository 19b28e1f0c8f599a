import { siteOrigin } from '../seo/site';

/** Pages whose content ships with the code still need the site's address for canonical URLs. */
export function staticPageData(request: Request) {
  return { origin: siteOrigin(request) };
}
