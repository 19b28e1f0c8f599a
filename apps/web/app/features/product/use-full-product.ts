import type { Product } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { useEffect, useState } from 'react';
import { api } from '../api/browser-api';

const catalog = catalogApi(api);

/** The whole product for a dialog opened from a trimmed card; null while loading, 'error' on failure. */
export function useFullProduct(slugOrId: string): Product | null | 'error' {
  const [state, setState] = useState<Product | null | 'error'>(null);
  useEffect(() => {
    const controller = new AbortController();
    catalog
      .product(slugOrId, controller.signal)
      .then((env) => setState(env.message === 'Success' ? env.metadata : 'error'))
      .catch(() => {
        if (!controller.signal.aborted) setState('error');
      });
    return () => controller.abort();
  }, [slugOrId]);
  return state;
}
