import type { HomeData } from '@sen/core';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';

export interface HomeLoaderData {
  home: HomeData | null;
  /** Which spec 1 §8 message to show instead of the data. */
  error: 'load' | 'no_data' | null;
  /** The server's clock, so sale badges render the same on the server and while hydrating. */
  now: number;
}

export async function loadHome(context: AppLoadContext): Promise<HomeLoaderData> {
  const now = Date.now();
  try {
    const home = await serverApi(context).home();
    if (!home) return { home: null, error: 'no_data', now };
    return { home, error: null, now };
  } catch (error) {
    console.error('home data failed to load:', error);
    return { home: null, error: 'load', now };
  }
}
