import { createApiClient } from '@sen/core/api-client';
import { translate } from '@sen/core/i18n/translate';
import { isLanguage } from '@sen/core/language';
import { toast } from '../ui/toast';
import { getAccessToken, isSignedIn, notifyAuthFailure, setAccessToken } from './auth-token';
import { getFingerprint } from './fingerprint';

function pageLanguage() {
  const lang = typeof document === 'undefined' ? 'vi' : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'vi';
}

/** The browser's API client: base /api/v1 on this origin, fingerprint, in-memory bearer token. */
export const api = createApiClient({
  getFingerprint,
  getAccessToken,
  setAccessToken,
  hasSession: isSignedIn,
  onAuthFailure: () => notifyAuthFailure(),
  onForbidden: (error) => {
    // Only a missing permission; a locked or disabled account (also 403) has its own message where it happens.
    if (error.errorCode !== 'FORBIDDEN') return;
    // One toast per burst of 403s.
    toast.error(translate(pageLanguage(), 'errors.forbidden'), { id: 'forbidden' });
  },
});
