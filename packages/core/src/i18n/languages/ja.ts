import { ja as address } from '../areas/address/ja';
import { ja as catimport } from '../areas/admin-catimport/ja';
import { ja as chat } from '../areas/chat/ja';
import { ja as courses } from '../areas/courses/ja';
import { ja as info } from '../areas/info/ja';
import { ja as invoice } from '../areas/invoice/ja';
import { ja as payments } from '../areas/payments/ja';
import { ja as promotions } from '../areas/promotions/ja';
import { ja as returns } from '../areas/returns/ja';
import { ja as reviews } from '../areas/reviews/ja';
import { ja as rewards } from '../areas/rewards/ja';
import { ja as seller } from '../areas/seller/ja';
import { ja as shops } from '../areas/shops/ja';
import { ja as stores } from '../areas/stores/ja';
import { messages } from '../catalogues/ja';
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
