import { describe, expect, it } from 'vitest';
import { can, isStaffRole, PERMISSIONS, permissionsOf, ROLES, STAFF_ROLES } from './permissions';
import { loginSchema, registerSchema } from './schemas';

describe('permission table', () => {
  it('gives admins everything but the seller area, and customers nothing', () => {
    expect(permissionsOf('admin')).toEqual(PERMISSIONS.filter((p) => p !== 'seller.access'));
    expect(permissionsOf('seller')).toEqual(['seller.access']);
    expect(permissionsOf('customer')).toEqual([]);
    expect(STAFF_ROLES).toEqual(['admin', 'manager', 'editor', 'staff', 'support']);
    expect(isStaffRole('customer')).toBe(false);
  });

  it('lets every staff role into the admin area, and only admins read mail or manage users', () => {
    for (const role of ROLES) {
      expect(can(role, 'admin.access')).toBe(role !== 'customer' && role !== 'seller');
      expect(can(role, 'mail.read')).toBe(role === 'admin');
      expect(can(role, 'users.manage')).toBe(role === 'admin');
      // General shop settings: admins and managers (decision 0170); payment/shipping/audit: admins.
      expect(can(role, 'settings.store')).toBe(role === 'admin' || role === 'manager');
      expect(can(role, 'settings.write')).toBe(role === 'admin');
    }
  });

  it('grants nothing to unknown roles', () => {
    expect(can('user', 'admin.access')).toBe(false);
    expect(can(undefined, 'orders.read')).toBe(false);
    expect(permissionsOf('root')).toEqual([]);
  });
});

describe('auth schemas', () => {
  it('normalises the login name and keeps the catalogue keys as messages', () => {
    expect(loginSchema.parse({ email: ' Admin@Sen.Local ', password: 'x' }).email).toBe('admin@sen.local');
    const issues = loginSchema.safeParse({ email: '', password: '' }).error!.issues.map((i) => i.message);
    expect(issues).toEqual(['auth.username.required', 'auth.password.required']);
  });

  it('reports the confirmation mismatch together with the other registration errors', () => {
    const res = registerSchema.safeParse({ name: 'An', email: 'x', password: '12345', confirmPassword: '1', acceptTerms: true });
    expect(res.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'email:invalid_email',
      'password:auth.password.min',
      'confirmPassword:auth.password.mismatch',
    ]);
  });
});
