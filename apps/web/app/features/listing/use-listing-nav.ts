import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

/** Navigates to a new query of the current page, keeping the scroll position (a filter, not a new page). */
export function useListingNav() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const go = useCallback(
    (search: string) => navigate({ pathname: location.pathname, search }, { preventScrollReset: true }),
    [navigate, location.pathname],
  );
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  return { search: location.search, go, busy };
}
