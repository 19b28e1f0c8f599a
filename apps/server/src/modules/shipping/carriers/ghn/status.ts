import type { CarrierMilestone } from '../types';

/**
 * GHN order statuses (callback `Status`) and what each means for the order: picked up and on the
 * way → shipped; delivered → delivered; back at the shop → returned. The rest change nothing.
 */
const SHIPPED = ['picked', 'storing', 'transporting', 'sorting', 'delivering', 'money_collect_delivering', 'delivery_fail'];
const RETURNED = ['returned'];

export function ghnMilestone(status: string): CarrierMilestone {
  const s = status.trim().toLowerCase();
  if (SHIPPED.includes(s)) return 'shipped';
  if (s === 'delivered') return 'delivered';
  if (RETURNED.includes(s)) return 'returned';
  return null;
}
