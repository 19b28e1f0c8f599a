import { de as addressDe } from './areas/address/de';
import { en as addressEn } from './areas/address/en';
import { fr as addressFr } from './areas/address/fr';
import { ja as addressJa } from './areas/address/ja';
import { vi as addressVi } from './areas/address/vi';
import { de as adminDe } from './areas/admin/de';
import { en as adminEn } from './areas/admin/en';
import { fr as adminFr } from './areas/admin/fr';
import { ja as adminJa } from './areas/admin/ja';
import { vi as adminVi } from './areas/admin/vi';
import { de as chatDe } from './areas/chat/de';
import { en as chatEn } from './areas/chat/en';
import { fr as chatFr } from './areas/chat/fr';
import { ja as chatJa } from './areas/chat/ja';
import { vi as chatVi } from './areas/chat/vi';
import { de as coursesDe } from './areas/courses/de';
import { en as coursesEn } from './areas/courses/en';
import { fr as coursesFr } from './areas/courses/fr';
import { ja as coursesJa } from './areas/courses/ja';
import { vi as coursesVi } from './areas/courses/vi';
import { de as infoDe } from './areas/info/de';
import { en as infoEn } from './areas/info/en';
import { fr as infoFr } from './areas/info/fr';
import { ja as infoJa } from './areas/info/ja';
import { vi as infoVi } from './areas/info/vi';
import { de as invoiceDe } from './areas/invoice/de';
import { en as invoiceEn } from './areas/invoice/en';
import { fr as invoiceFr } from './areas/invoice/fr';
import { ja as invoiceJa } from './areas/invoice/ja';
import { vi as invoiceVi } from './areas/invoice/vi';
import { de as paymentsDe } from './areas/payments/de';
import { en as paymentsEn } from './areas/payments/en';
import { fr as paymentsFr } from './areas/payments/fr';
import { ja as paymentsJa } from './areas/payments/ja';
import { vi as paymentsVi } from './areas/payments/vi';
import { de as promotionsDe } from './areas/promotions/de';
import { en as promotionsEn } from './areas/promotions/en';
import { fr as promotionsFr } from './areas/promotions/fr';
import { ja as promotionsJa } from './areas/promotions/ja';
import { vi as promotionsVi } from './areas/promotions/vi';
import { de as returnsDe } from './areas/returns/de';
import { en as returnsEn } from './areas/returns/en';
import { fr as returnsFr } from './areas/returns/fr';
import { ja as returnsJa } from './areas/returns/ja';
import { vi as returnsVi } from './areas/returns/vi';
import { de as reviewsDe } from './areas/reviews/de';
import { en as reviewsEn } from './areas/reviews/en';
import { fr as reviewsFr } from './areas/reviews/fr';
import { ja as reviewsJa } from './areas/reviews/ja';
import { vi as reviewsVi } from './areas/reviews/vi';
import { de as rewardsDe } from './areas/rewards/de';
import { en as rewardsEn } from './areas/rewards/en';
import { fr as rewardsFr } from './areas/rewards/fr';
import { ja as rewardsJa } from './areas/rewards/ja';
import { vi as rewardsVi } from './areas/rewards/vi';
import { de as sellerDe } from './areas/seller/de';
import { en as sellerEn } from './areas/seller/en';
import { fr as sellerFr } from './areas/seller/fr';
import { ja as sellerJa } from './areas/seller/ja';
import { vi as sellerVi } from './areas/seller/vi';
import { de as shopsDe } from './areas/shops/de';
import { en as shopsEn } from './areas/shops/en';
import { fr as shopsFr } from './areas/shops/fr';
import { ja as shopsJa } from './areas/shops/ja';
import { vi as shopsVi } from './areas/shops/vi';
import { de as storesDe } from './areas/stores/de';
import { en as storesEn } from './areas/stores/en';
import { fr as storesFr } from './areas/stores/fr';
import { ja as storesJa } from './areas/stores/ja';
import { vi as storesVi } from './areas/stores/vi';
import { messages as de } from './catalogues/de';
import { messages as en } from './catalogues/en';
import { messages as fr } from './catalogues/fr';
import { messages as ja } from './catalogues/ja';
import { messages as vi } from './catalogues/vi';
import { registerCatalogue } from './translate';

/*
 * Every language and every area, for the server and tests. The browser imports ./translate and
 * loads what a page shows: the language's catalogue, then areas such as reviews with the
 * component that needs them (apps/web/app/features/i18n/load-catalogue.ts).
 */
registerCatalogue('vi', {
  ...vi,
  ...reviewsVi,
  ...infoVi,
  ...addressVi,
  ...adminVi,
  ...paymentsVi,
  ...coursesVi,
  ...returnsVi,
  ...storesVi,
  ...chatVi,
  ...rewardsVi,
});
registerCatalogue('en', {
  ...en,
  ...reviewsEn,
  ...infoEn,
  ...addressEn,
  ...adminEn,
  ...paymentsEn,
  ...coursesEn,
  ...returnsEn,
  ...storesEn,
  ...chatEn,
  ...rewardsEn,
});
registerCatalogue('fr', {
  ...fr,
  ...reviewsFr,
  ...infoFr,
  ...addressFr,
  ...adminFr,
  ...paymentsFr,
  ...coursesFr,
  ...returnsFr,
  ...storesFr,
  ...chatFr,
  ...rewardsFr,
});
registerCatalogue('de', {
  ...de,
  ...reviewsDe,
  ...infoDe,
  ...addressDe,
  ...adminDe,
  ...paymentsDe,
  ...coursesDe,
  ...returnsDe,
  ...storesDe,
  ...chatDe,
  ...rewardsDe,
});
registerCatalogue('ja', {
  ...ja,
  ...reviewsJa,
  ...infoJa,
  ...addressJa,
  ...adminJa,
  ...paymentsJa,
  ...coursesJa,
  ...returnsJa,
  ...storesJa,
  ...chatJa,
  ...rewardsJa,
});
// The checkout's company-invoice texts (decision 0222): the browser fetches them with the checkout page.
registerCatalogue('vi', invoiceVi);
registerCatalogue('en', invoiceEn);
registerCatalogue('fr', invoiceFr);
registerCatalogue('de', invoiceDe);
registerCatalogue('ja', invoiceJa);
// Issue 15: the storefront's promotion pages (their own area, loaded by those pages in the browser).
registerCatalogue('vi', promotionsVi);
registerCatalogue('en', promotionsEn);
registerCatalogue('fr', promotionsFr);
registerCatalogue('de', promotionsDe);
registerCatalogue('ja', promotionsJa);

// Issue 18: the seller area (its layout brings them to the browser) and the shop pages' area.
registerCatalogue('vi', { ...sellerVi, ...shopsVi });
registerCatalogue('en', { ...sellerEn, ...shopsEn });
registerCatalogue('fr', { ...sellerFr, ...shopsFr });
registerCatalogue('de', { ...sellerDe, ...shopsDe });
registerCatalogue('ja', { ...sellerJa, ...shopsJa });

export { type MessageKey, type MessageParams, registerCatalogue, translate } from './translate';
