import type { FastifyPluginAsync } from 'fastify';
import address from './address/routes';
import audit from './audit/admin-routes';
import authentication from './auth/plugin';
import auth from './auth/routes';
import cart from './cart/routes';
import catalog from './catalog/routes';
import chatAdmin from './chat/admin-routes';
import chat from './chat/routes';
import contentAdmin from './content/admin-routes';
import blockPages from './content/block-pages';
import helpArticles from './content/help-articles';
import menu from './content/menu';
import content from './content/routes';
import courses from './courses/routes';
import customersAdmin from './customers/admin-routes';
import health from './health/routes';
import home from './home/routes';
import mailService from './mail/plugin';
import mail from './mail/routes';
import me from './me/routes';
import newsletter from './newsletter/routes';
import ordersAdmin from './orders/admin-routes';
import orders from './orders/routes';
import payments from './payments/routes';
import payoutsAdmin from './payouts/admin-routes';
import products from './products/routes';
import promo from './promo/routes';
import realtime from './realtime/routes';
import reportsAdmin from './reports/admin-routes';
import returnsAdmin from './returns/admin-routes';
import returns from './returns/routes';
import reviews from './reviews/routes';
import rewardsAdmin from './rewards/admin-routes';
import rewards from './rewards/routes';
import search from './search/routes';
import sellersAdmin from './sellers/admin-routes';
import sellerOrders from './sellers/orders-routes';
import sellers from './sellers/routes';
import settingsAdmin from './settings/admin-routes';
import settings from './settings/routes';
import carriers from './shipping/carriers/routes';
import shipping from './shipping/routes';
import storesAdmin from './stores/admin-routes';
import stores from './stores/routes';
import users from './users/routes';

/** Every API module, mounted under /api/v1. */
export const apiModules: FastifyPluginAsync[] = [
  mailService,
  authentication,
  health,
  address,
  catalog,
  home,
  newsletter,
  settings,
  products,
  reviews,
  search,
  content,
  auth,
  me,
  mail,
  users,
  shipping,
  carriers,
  payments,
  cart,
  promo,
  orders,
  courses,
  audit,
  ordersAdmin,
  settingsAdmin,
  returns,
  returnsAdmin,
  stores,
  storesAdmin,
  reportsAdmin,
  contentAdmin,
  blockPages,
  menu,
  helpArticles,
  customersAdmin,
  realtime,
  chat,
  chatAdmin,
  rewards,
  rewardsAdmin,
  // Issue 18: the seller area (part A: application, products, analytics, shop pages).
  sellers,
  sellersAdmin,
  // Issue 18 part B: seller orders and shipments, balances and payouts.
  sellerOrders,
  payoutsAdmin,
];
