import { describe, expect, it } from 'vitest';
import { settledWithin } from '../app/features/home/home-loader';

describe('settledWithin', () => {
  it('gives the value when it arrives in time', async () => {
    expect(await settledWithin(Promise.resolve(42), 50)).toEqual({ value: 42 });
  });

  it('gives the still pending promise when it is late, so the page can stream it', async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(7), 80));
    const result = await settledWithin(slow, 10);
    expect(result).not.toHaveProperty('value');
    if (!('later' in result)) throw new Error('expected a pending promise');
    expect(await result.later).toBe(7);
  });
});
