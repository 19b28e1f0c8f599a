import type { AuthResult, User } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setWishlistSignedIn } from '../account/wishlist-store';
import { onAuthFailure, setAccessToken, setSignedIn } from '../api/auth-token';
import { api } from '../api/browser-api';
import { switchToServerCart } from '../cart/cart-session';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { hasSessionHint, setSessionHint } from './session';

const AuthModals = lazy(() => import('./AuthModals'));

export type AuthModal = 'login' | 'register' | 'forgot';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** False until the browser has confirmed a signed-out server render (a silent refresh may bring the user back). */
  sessionChecked: boolean;
  activeModal: AuthModal | null;
  previousModal: AuthModal | null;
  openModal: (modal: AuthModal) => void;
  closeModal: () => void;
  /** After login or register: token in memory, user in state, guest wishlist merged. */
  signIn: (result: AuthResult) => void;
  /** Logout revokes the session on the server and clears auth even if that call fails (spec 1 §4). */
  signOut: () => Promise<void>;
  setUser: (user: User) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** A new access token from the refresh cookie, or null when there is no live session. */
async function restoreSession(): Promise<User | null> {
  try {
    const result = await accountApi(api).refresh();
    setAccessToken(result.access_token);
    return result.user;
  } catch {
    setSessionHint(false);
    return null;
  }
}

/**
 * Auth state (spec 1 §3 "Auth state"). The user comes from server rendering (root loader,
 * GET /me with the visitor's cookies), so signed-in pages render signed in; nothing about the
 * session is stored in the browser except a non-secret hint.
 */
export function AuthProvider({ serverUser, children }: { serverUser: User | null; children: ReactNode }) {
  const t = useT();
  const [user, setUserState] = useState<User | null>(serverUser);
  const [sessionChecked, setSessionChecked] = useState(serverUser !== null);
  const [modals, setModals] = useState<{ active: AuthModal | null; previous: AuthModal | null }>({
    active: null,
    previous: null,
  });
  const [modalsLoaded, setModalsLoaded] = useState(false);
  const userRef = useRef(user);
  userRef.current = user;
  // Before any effect below it calls the API: the client fetches a token first when signed in.
  useLayoutEffect(() => setSignedIn(user !== null), [user]);

  useEffect(() => {
    let cancelled = false;
    if (serverUser) {
      setUserState(serverUser);
      setSessionChecked(true);
      setSessionHint(true);
    } else if (!hasSessionHint()) {
      setUserState(null);
      setSessionChecked(true);
    } else {
      // The 15-minute access cookie expired but the refresh cookie may live on.
      void restoreSession().then((restored) => {
        if (cancelled) return;
        setUserState(restored);
        setSessionChecked(true);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [serverUser]);

  useEffect(
    () =>
      onAuthFailure(() => {
        if (userRef.current) toast.error(t('errors.sessionExpired'), { id: 'session-expired' });
        setSessionHint(false);
        setUserState(null);
      }),
    [t],
  );

  const signedIn = user !== null;
  useEffect(() => {
    void setWishlistSignedIn(signedIn);
  }, [signedIn]);

  const openModal = useCallback((modal: AuthModal) => {
    setModalsLoaded(true);
    setModals((m) => ({ active: modal, previous: m.active }));
  }, []);
  const closeModal = useCallback(() => setModals((m) => ({ active: null, previous: m.active })), []);

  const signIn = useCallback((result: AuthResult) => {
    setAccessToken(result.access_token);
    setSessionHint(true);
    setUserState(result.user);
    setSessionChecked(true);
    // The device cart joins the account's cart (POST /cart/merge); the server keeps it from now on.
    void switchToServerCart();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await accountApi(api).logout();
    } catch (error) {
      console.warn('logout call failed; clearing the session here anyway', error);
    } finally {
      setAccessToken(null);
      setSessionHint(false);
      setUserState(null);
      setModals({ active: null, previous: null });
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      sessionChecked,
      activeModal: modals.active,
      previousModal: modals.previous,
      openModal,
      closeModal,
      signIn,
      signOut,
      setUser: setUserState,
    }),
    [user, sessionChecked, modals, openModal, closeModal, signIn, signOut],
  );

  return (
    <AuthContext value={value}>
      {children}
      {modalsLoaded && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </AuthContext>
  );
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
