import { useEffect, useState } from 'react';

/** Spec 1 §9 breakpoint: below 768 px the storefront and the admin area use their phone layouts. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-sized now; false on the server and in the first render (hydration). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return mobile;
}
