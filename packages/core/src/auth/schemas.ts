import { z } from 'zod';
import { PAGE_SIZES } from '../catalog';
import { ROLES } from './permissions';
import { GENDERS, USER_STATUSES } from './types';

/** Spec: password minimum 6 characters; the cap keeps hashing cheap for absurd inputs. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const always = () => true;

/**
 * A string checked by ordered rules, reporting only the first broken one. Unlike zod's
 * aborting checks, this never stops the object-level rules (password confirmation,
 * name) from being reported together with it.
 */
function text(required: string, rules: Array<[(s: string) => boolean, string]>, trim = true) {
  const base = trim ? z.string({ message: required }).trim() : z.string({ message: required });
  return base.superRefine((s, ctx) => {
    if (s.length === 0) return void ctx.addIssue({ code: 'custom', message: required });
    const broken = rules.find(([isBad]) => isBad(s));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });
}

export const emailSchema = text('auth.email.required', [
  [(s) => s.length > 254, 'invalid_email'],
  [(s) => !z.regexes.email.test(s), 'invalid_email'],
]).transform((s) => s.toLowerCase());

export const usernameSchema = text('auth.username.required', [
  [(s) => !/^[A-Za-z0-9._-]{3,30}$/.test(s), 'auth.username.format'],
]).transform((s) => s.toLowerCase());

export const newPasswordSchema = text(
  'auth.password.required',
  [
    [(s) => s.length < PASSWORD_MIN_LENGTH, 'auth.password.min'],
    [(s) => s.length > PASSWORD_MAX_LENGTH, 'auth.password.max'],
  ],
  false,
);

/** Phone: spaces and dashes removed, then 10 or 11 digits (spec 2 §5). */
export const phoneSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10,11}$/, { message: 'auth.phone.invalid' }));

/** Adds the "confirmation equals password" rule, reported even when other fields fail. */
function withConfirmation<T extends z.ZodObject>(schema: T, passwordKey = 'password') {
  return schema.refine(
    (v: Record<string, unknown>) => typeof v[passwordKey] !== 'string' || v[passwordKey] === v.confirmPassword,
    { message: 'auth.password.mismatch', path: ['confirmPassword'], when: always },
  );
}

export const registerSchema = withConfirmation(
  z.object({
    /** Full name in one field ("Nguyễn Văn An"), or firstName/lastName. */
    name: z.string().trim().max(100).optional(),
    firstName: z.string().trim().max(50).optional(),
    lastName: z.string().trim().max(50).optional(),
    /** Optional: the e-mail is the login name when no username is chosen. */
    username: usernameSchema.optional(),
    email: emailSchema,
    phone: phoneSchema.optional(),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'auth.password.mismatch' }),
    acceptTerms: z.literal(true, { message: 'auth.terms.required' }),
  }),
).refine((v) => Boolean(v.name || v.firstName || v.lastName), {
  message: 'auth.name.required',
  path: ['name'],
  when: always,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Compatible registration (spec 1 §7 POST /QuanLyNguoiDung/DangKy). */
export const legacyRegisterSchema = z.object({
  taiKhoan: usernameSchema,
  matKhau: newPasswordSchema,
  hoTen: z.string({ message: 'auth.name.required' }).trim().min(1, { message: 'auth.name.required' }).max(100),
  soDT: phoneSchema.optional(),
  maNhom: z.string().trim().max(20).optional(),
  email: emailSchema,
});
export type LegacyRegisterInput = z.infer<typeof legacyRegisterSchema>;

/** The username field is sent as `email` (spec 1 §7); it may hold an e-mail or a username. */
export const loginSchema = z.object({
  email: z
    .string({ message: 'auth.username.required' })
    .trim()
    .min(1, { message: 'auth.username.required' })
    .max(254)
    .transform((s) => s.toLowerCase()),
  password: z.string({ message: 'auth.password.required' }).min(1, { message: 'auth.password.required' }).max(1024),
  /** Long-lived cookie (30 days) when true; a browser-session cookie otherwise. */
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

export const tokenSchema = z.object({
  token: z.string({ message: 'auth.token.required' }).trim().min(1, { message: 'auth.token.required' }).max(200),
});

export const resetPasswordSchema = withConfirmation(
  z.object({
    token: tokenSchema.shape.token,
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'auth.password.mismatch' }),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = withConfirmation(
  z.object({
    currentPassword: z.string({ message: 'auth.currentPassword.required' }).min(1, { message: 'auth.currentPassword.required' }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ message: 'auth.password.mismatch' }),
  }),
  'newPassword',
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const isoDate = z
  .string()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) &&
      !Number.isNaN(Date.parse(s)) &&
      s >= '1900-01-01' &&
      s <= new Date().toISOString().slice(0, 10),
    { message: 'auth.date.invalid' },
  );

const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((s) => s === '' || s.startsWith('/') || /^https?:\/\/\S+$/.test(s), { message: 'auth.url.invalid' });

export const profilePatchSchema = z.object({
  firstName: z.string().trim().max(50).optional(),
  lastName: z.string().trim().max(50).optional(),
  /** An empty string clears the number. */
  phoneNumber: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => s === '' || /^\d{10,11}$/.test(s), { message: 'auth.phone.invalid' })
    .optional(),
  avatar: imageUrl.optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  dateOfBirth: isoDate.nullable().optional(),
  preferences: z
    .object({
      language: z.enum(['vi', 'en', 'fr', 'de', 'ja']).optional(),
      currency: z.enum(['VND', 'USD']).optional(),
      notifications: z
        .object({
          email: z.boolean().optional(),
          push: z.boolean().optional(),
          sms: z.boolean().optional(),
          marketing: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

const code = (required: string) => z.string({ message: required }).trim().min(1, { message: required }).max(10);

export const addressSchema = z.object({
  label: z.string().trim().max(40).optional(),
  fullName: z.string({ message: 'address.fullName.required' }).trim().min(1, { message: 'address.fullName.required' }).max(100),
  phone: text('auth.phone.required', [[(s) => !/^\d{10,11}$/.test(s.replace(/[\s-]/g, '')), 'auth.phone.invalid']]).transform(
    (s) => s.replace(/[\s-]/g, ''),
  ),
  provinceCode: code('address.province.required'),
  wardCode: code('address.ward.required'),
  address: z.string({ message: 'address.street.required' }).trim().min(1, { message: 'address.street.required' }).max(200),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressSchema>;
export const addressPatchSchema = addressSchema.partial();
export type AddressPatch = z.infer<typeof addressPatchSchema>;

export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const productIdParamsSchema = z.object({ productId: z.string().trim().min(1).max(64) });

export const wishlistAddSchema = z.object({ productId: z.string().trim().min(1).max(64) });
export const wishlistMergeSchema = z.object({ productIds: z.array(z.string().trim().min(1).max(64)).max(200) });

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
    .default(20),
};

export const notificationQuerySchema = z.object({ ...pageQuery, unread: z.enum(['true', 'false']).optional() });

export const userListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});

export const userAdminPatchSchema = z.object({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});

export const mailOutboxQuerySchema = z.object({ ...pageQuery, to: z.string().trim().max(254).optional() });
