import { vi as account } from '../areas/account/vi';
import type { Key as AddressKey } from '../areas/address/vi';
import type { Key as AdminKey } from '../areas/admin/vi';
import { vi as catalog } from '../areas/catalog/vi';
import type { ChatKey } from '../areas/chat/vi';
import { vi as checkout } from '../areas/checkout/vi';
import type { Key as CoursesKey } from '../areas/courses/vi';
import type { Key as InfoKey } from '../areas/info/vi';
import type { InvoiceKey } from '../areas/invoice/vi';
import type { PaymentsKey } from '../areas/payments/vi';
import type { PromotionsKey } from '../areas/promotions/vi';
import type { Key as ReturnsKey } from '../areas/returns/vi';
import type { Key as ReviewKey } from '../areas/reviews/vi';
import type { Key as RewardsKey } from '../areas/rewards/vi';
import type { SellerKey } from '../areas/seller/vi';
import type { ShopsKey } from '../areas/shops/vi';
import type { Key as StoresKey } from '../areas/stores/vi';
import { vi as shell } from '../vi';

/** Every vi text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages = { ...shell, ...account, ...catalog, ...checkout };

/** Every key, including those of the areas a page loads when it needs them (see ../index.ts). */
export type MessageKey =
  | keyof typeof messages
  | ReviewKey
  | InfoKey
  | AddressKey
  | AdminKey
  | PaymentsKey
  | CoursesKey
  | ReturnsKey
  | StoresKey
  | InvoiceKey
  | ChatKey
  | RewardsKey
  // Issue 15: the promotion pages' area.
  | PromotionsKey
  // Issue 18: the seller area and the storefront's shop pages.
  | SellerKey
  | ShopsKey;
