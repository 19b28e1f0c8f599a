import { de as address } from '../areas/address/de';
import { de as catimport } from '../areas/admin-catimport/de';
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
