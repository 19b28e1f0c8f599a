import type { User } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { useEffect } from 'react';
import { api } from '../api/browser-api';
import { EMPTY_INFO, type Info, readSavedInfo } from './checkout-form';

/**
 * Fills what is still empty: first what the shopper saved on this device, then (signed in) the
 * account's name, e-mail, phone and default address. Nothing typed is ever overwritten.
 */
export function useCheckoutPrefill(user: User | null, fill: (info: Partial<Info>) => void, onSaved: () => void) {
  useEffect(() => {
    const saved = readSavedInfo();
    if (saved) {
      fill(saved);
      onSaved();
    }
    if (!user) return;
    fill({ ...EMPTY_INFO, fullName: user.name, email: user.email, phone: user.phoneNumber });
    const controller = new AbortController();
    accountApi(api)
      .addresses(controller.signal)
      .then((list) => {
        const a = list.find((x) => x.isDefault) ?? list[0];
        if (a) fill({ fullName: a.fullName, phone: a.phone, address: a.address, city: a.provinceCode, ward: a.wardCode });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Once per visitor: later edits are the shopper's.
  }, [user?._id]);
}
