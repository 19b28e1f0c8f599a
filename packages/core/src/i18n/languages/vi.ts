import { vi as address } from '../areas/address/vi';
import { vi as chat } from '../areas/chat/vi';
import { vi as courses } from '../areas/courses/vi';
import { vi as info } from '../areas/info/vi';
import { vi as invoice } from '../areas/invoice/vi';
import { vi as payments } from '../areas/payments/vi';
import { vi as promotions } from '../areas/promotions/vi';
import { vi as returns } from '../areas/returns/vi';
import { vi as reviews } from '../areas/reviews/vi';
import { vi as rewards } from '../areas/rewards/vi';
import { vi as seller } from '../areas/seller/vi';
import { vi as shops } from '../areas/shops/vi';
import { vi as stores } from '../areas/stores/vi';
import { messages } from '../catalogues/vi';
import type { Catalogue } from '../translate';

/**
 * Every text of the language on the server (./index.ts loads it): its catalogue and every area but the
 * back office's, which its pages bring in their loader data (adminTexts in the web app).
 */
export const texts: Catalogue = {
  ...messages,
  ...reviews,
  ...info,
  ...address,
  ...payments,
  ...courses,
  ...returns,
  ...stores,
  ...chat,
  ...rewards,
  ...invoice,
  ...promotions,
  ...seller,
  ...shops,
};
