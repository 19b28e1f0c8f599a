import type { Pagination } from '../envelope';
import type { Permission, Role } from './permissions';

export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface UserPreferences {
  language: string;
  currency: string;
  notifications: { email: boolean; push: boolean; sms: boolean; marketing: boolean };
}

/** A user as the API returns it (never the password hash). */
export interface User {
  _id: string;
  id: string;
  username: string;
  email: string;
  /** Display name in Vietnamese order: lastName (family name) then firstName. */
  name: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: Role;
  status: UserStatus;
  avatar: string;
  isVerified: boolean;
  gender: Gender | null;
  dateOfBirth: string | null;
  preferences: UserPreferences;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  /** What this user's role may do (permission table in packages/core). */
  permissions: Permission[];
}

/** `metadata` of login, register and refresh-token. */
export interface AuthResult {
  user: User;
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface Address {
  _id: string;
  id: string;
  label: string;
  fullName: string;
  phone: string;
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  /** Street, house number, building. */
  address: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Spec: Notification {id, type, title, message, time, read}. */
export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  time: string;
  read: boolean;
}

export interface NotificationList {
  items: Notification[];
  unreadCount: number;
  pagination: Pagination;
}

export interface WishlistProduct {
  _id: string;
  id: string;
  name: string;
  slug: string;
  price: number;
  comparePrice: number | null;
  salePercentage: number;
  isOnSale: boolean;
  isAvailable: boolean;
  quantity: number;
  thumbnail: string;
  ratings: { average: number; count: number };
}

export interface WishlistItem {
  productId: string;
  addedAt: string;
  product: WishlistProduct;
}

export interface Wishlist {
  items: WishlistItem[];
  productIds: string[];
}

export interface MailOutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  language: string;
  /** logged: kept here only (no SMTP); queued, sent or failed: through SMTP. */
  status: 'logged' | 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface UserList {
  items: User[];
  pagination: Pagination;
}
