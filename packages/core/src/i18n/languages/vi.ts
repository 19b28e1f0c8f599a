import { vi as address } from '../areas/address/vi';
import { vi as catimport } from '../areas/admin-catimport/vi';
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
