import { fr as address } from '../areas/address/fr';
import { fr as catimport } from '../areas/admin-catimport/fr';
import { fr as chat } from '../areas/chat/fr';
import { fr as courses } from '../areas/courses/fr';
import { fr as info } from '../areas/info/fr';
import { fr as invoice } from '../areas/invoice/fr';
import { fr as payments } from '../areas/payments/fr';
import { fr as promotions } from '../areas/promotions/fr';
import { fr as returns } from '../areas/returns/fr';
import { fr as reviews } from '../areas/reviews/fr';
import { fr as rewards } from '../areas/rewards/fr';
import { fr as seller } from '../areas/seller/fr';
import { fr as shops } from '../areas/shops/fr';
import { fr as stores } from '../areas/stores/fr';
import { messages } from '../catalogues/fr';
import { serverTexts } from './server-texts';

/** Every text of the language on the server (./server-texts.ts says which areas). */
export const texts = serverTexts(messages, {
  address,
  catimport,
  chat,
  courses,
  info,
  invoice,
  payments,
  promotions,
  returns,
  reviews,
  rewards,
  seller,
  shops,
  stores,
});
