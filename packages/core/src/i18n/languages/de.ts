import { de as address } from '../areas/address/de';
import { de as chat } from '../areas/chat/de';
import { de as courses } from '../areas/courses/de';
import { de as info } from '../areas/info/de';
import { de as invoice } from '../areas/invoice/de';
import { de as payments } from '../areas/payments/de';
import { de as promotions } from '../areas/promotions/de';
import { de as returns } from '../areas/returns/de';
import { de as reviews } from '../areas/reviews/de';
import { de as rewards } from '../areas/rewards/de';
import { de as seller } from '../areas/seller/de';
import { de as shops } from '../areas/shops/de';
import { de as stores } from '../areas/stores/de';
import { messages } from '../catalogues/de';
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
