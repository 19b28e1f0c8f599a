import type { User } from '../auth/types';
import type { Pagination } from '../envelope';
import type { ContactStatus } from './schemas';

/** One row of the staff customer list. */
export interface CustomerRow extends User {
  orderCount: number;
  /** Paid orders that were not cancelled, refunded or failed; integer VND. */
  totalSpent: number;
}

export interface CustomerNote {
  _id: string;
  body: string;
  author: { _id: string | null; name: string };
  createdAt: string;
}

export interface CustomerOrderRow {
  _id: string;
  code: string;
  status: string;
  paymentStatus: string;
  total: number;
  itemCount: number;
  createdAt: string;
}

export interface CustomerAddressRow {
  _id: string;
  fullName: string;
  phone: string;
  line: string;
  isDefault: boolean;
}

export interface CustomerReviewRow {
  _id: string;
  rating: number;
  title: string | null;
  body: string;
  status: string;
  product: { name: string; slug: string };
  createdAt: string;
}

/** GET /admin/customers/{id}. */
export interface CustomerDetail {
  customer: CustomerRow;
  orders: CustomerOrderRow[];
  addresses: CustomerAddressRow[];
  reviews: CustomerReviewRow[];
  notes: CustomerNote[];
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: string;
  status: ContactStatus;
  createdAt: string;
  reply: { body: string; subject: string; at: string; by: string } | null;
}

export interface ContactMessageList {
  items: ContactMessage[];
  pagination: Pagination;
  /** Unread ("new") messages, for the menu badge. */
  unread: number;
}

/** A company invoice as staff see it (order detail, CSV). */
export interface OrderInvoice {
  companyName: string;
  taxCode: string;
  address: string;
  email: string;
  createdAt: string;
}
