import type { CarrierMilestone } from '../types';

/**
 * GHTK `status_id` codes and what each means for the order: 3 picked up / in the warehouse, 4 out
 * for delivery, 9 and 10 (not delivered yet, delayed), 123 courier says picked up, 49 and 410
 * (courier reports a failed or delayed delivery) → shipped; 5 delivered, 6 settled, 45 courier says
 * delivered → delivered; 21 returned to the shop, 11 return settled → returned. Others (−1
 * cancelled, 1, 2, 7, 8, 12, 13, 20, 127, 128) change nothing.
 */
const SHIPPED = [3, 4, 9, 10, 49, 123, 410];
const DELIVERED = [5, 6, 45];
const RETURNED = [11, 21];

export function ghtkMilestone(statusId: number): CarrierMilestone {
  if (SHIPPED.includes(statusId)) return 'shipped';
  if (DELIVERED.includes(statusId)) return 'delivered';
  if (RETURNED.includes(statusId)) return 'returned';
  return null;
}
