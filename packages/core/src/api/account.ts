import type { ApiClient } from '../api-client';
import type { Role } from '../auth/permissions';
import type {
  Address,
  AuthResult,
  MailOutboxItem,
  NotificationList,
  User,
  UserList,
  UserPreferences,
  UserStatus,
  Wishlist,
} from '../auth/types';
import type { Province, Ward } from '../catalog';
import type { Pagination } from '../envelope';

/* Request bodies as the browser sends them (the server's zod schemas in auth/schemas.ts are the rules). */

export interface LoginBody {
  /** The username field: an e-mail address or a username (spec 1 §7). */
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterBody {
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ProfileBody {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  avatar?: string;
  gender?: User['gender'];
  dateOfBirth?: string | null;
  preferences?: Partial<Omit<UserPreferences, 'notifications'>> & { notifications?: Partial<UserPreferences['notifications']> };
}

export interface AddressBody {
  label?: string;
  fullName: string;
  phone: string;
  provinceCode: string;
  wardCode: string;
  address: string;
  isDefault?: boolean;
}

export interface NotificationQuery {
  page?: number;
  limit?: 10 | 20 | 50 | 100;
  unread?: boolean;
}

export interface UserListQuery {
  page?: number;
  limit?: 10 | 20 | 50 | 100;
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/**
 * Profile pictures (POST /me/avatar). The server decides what a file is from its bytes; the
 * browser checks type and size first with the same messages, only for quicker feedback.
 */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Each side of the picture, in pixels. */
export const AVATAR_MIN_SIDE = 32;
export const AVATAR_MAX_SIDE = 4096;
/** A 2 MB upload on a slow phone connection outlasts the usual 10 s timeout. */
export const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/** Typed calls of the account area, on top of the shared client (used by loaders and the browser). */
export function accountApi(client: ApiClient) {
  // Sign-in calls answer 401 with their own messages; they must never trigger a token refresh.
  const noRefresh = { skipAuthRefresh: true } as const;
  return {
    client,
    /** The whole envelope: the login form reads statusCode and message (spec 1 §8). */
    login: (body: LoginBody) => client.requestEnvelope<AuthResult>('/auth/login', { method: 'POST', body, ...noRefresh }),
    register: (body: RegisterBody) => client.post<AuthResult>('/auth/register', body, noRefresh),
    refresh: () => client.post<AuthResult>('/auth/refresh-token', undefined, noRefresh),
    logout: () => client.post<{ loggedOut: boolean }>('/auth/logout', undefined, noRefresh),
    forgotPassword: (email: string) => client.post<{ sent: boolean }>('/auth/forgot-password', { email }, noRefresh),
    resetPassword: (body: ResetPasswordBody) => client.post<{ reset: boolean }>('/auth/reset-password', body, noRefresh),
    verifyEmail: (token: string) => client.post<{ verified: boolean; email: string }>('/auth/verify-email', { token }, noRefresh),
    resendVerification: (email: string) => client.post<{ sent: boolean }>('/auth/resend-verification', { email }, noRefresh),

    me: (opts: { signal?: AbortSignal; skipAuthRefresh?: boolean } = {}) => client.get<User>('/me', opts),
    updateMe: (body: ProfileBody) => client.patch<User>('/me', body),
    changePassword: (body: ChangePasswordBody) => client.put<{ changed: boolean }>('/me/password', body),
    /** Sends the picture as multipart form data (field `avatar`); answers the updated user. */
    uploadAvatar: (file: Blob, opts: { signal?: AbortSignal } = {}) => {
      const form = new FormData();
      form.append('avatar', file);
      return client.post<User>('/me/avatar', form, { ...opts, timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS });
    },
    removeAvatar: () => client.delete<User>('/me/avatar'),

    addresses: (signal?: AbortSignal) => client.get<Address[]>('/me/addresses', { signal }),
    addAddress: (body: AddressBody) => client.post<Address>('/me/addresses', body),
    updateAddress: (id: string, body: Partial<AddressBody>) =>
      client.patch<Address>(`/me/addresses/${encodeURIComponent(id)}`, body),
    setDefaultAddress: (id: string) => client.post<Address>(`/me/addresses/${encodeURIComponent(id)}/default`),
    deleteAddress: (id: string) => client.delete<unknown>(`/me/addresses/${encodeURIComponent(id)}`),
    provinces: (signal?: AbortSignal) => client.get<Province[]>('/address/provinces', { signal }),
    wards: (provinceCode: string, signal?: AbortSignal) =>
      client.get<Ward[]>(`/address/wards/province/${encodeURIComponent(provinceCode)}`, { signal }),

    wishlist: (signal?: AbortSignal) => client.get<Wishlist>('/me/wishlist', { signal }),
    addToWishlist: (productId: string) => client.post<Wishlist>('/me/wishlist', { productId }),
    mergeWishlist: (productIds: string[]) => client.post<Wishlist & { added: number }>('/me/wishlist/merge', { productIds }),
    removeFromWishlist: (productId: string) => client.delete<Wishlist>(`/me/wishlist/${encodeURIComponent(productId)}`),

    notifications: (query: NotificationQuery = {}, signal?: AbortSignal) =>
      client.get<NotificationList>('/me/notifications', { query: { ...query }, signal }),
    markNotificationRead: (id: string) => client.post<unknown>(`/me/notifications/${encodeURIComponent(id)}/read`),
    markAllNotificationsRead: () => client.post<unknown>('/me/notifications/read-all'),
    dismissNotification: (id: string) => client.delete<unknown>(`/me/notifications/${encodeURIComponent(id)}`),

    users: (query: UserListQuery = {}, signal?: AbortSignal) =>
      client.get<UserList>('/admin/users', { query: { ...query }, signal }),
    user: (id: string) => client.get<User>(`/admin/users/${encodeURIComponent(id)}`),
    updateUser: (id: string, body: { role?: Role; status?: UserStatus }) =>
      client.patch<User>(`/admin/users/${encodeURIComponent(id)}`, body),
    mailOutbox: (query: { page?: number; limit?: 10 | 20 | 50 | 100; to?: string } = {}) =>
      client.get<{ items: MailOutboxItem[]; pagination: Pagination }>('/admin/mail-outbox', { query: { ...query } }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
