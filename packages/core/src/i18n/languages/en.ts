import { en as address } from '../areas/address/en';
import { en as catimport } from '../areas/admin-catimport/en';
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
