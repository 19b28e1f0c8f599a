import { en as address } from '../areas/address/en';
import { en as chat } from '../areas/chat/en';
import { en as courses } from '../areas/courses/en';
import { en as info } from '../areas/info/en';
import { en as invoice } from '../areas/invoice/en';
import { en as payments } from '../areas/payments/en';
import { en as promotions } from '../areas/promotions/en';
import { en as returns } from '../areas/returns/en';
import { en as reviews } from '../areas/reviews/en';
import { en as rewards } from '../areas/rewards/en';
import { en as seller } from '../areas/seller/en';
import { en as shops } from '../areas/shops/en';
import { en as stores } from '../areas/stores/en';
import { messages } from '../catalogues/en';
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
