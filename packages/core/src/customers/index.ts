export * from './invoice';
export * from './schemas';
export * from './tax-code';
export type * from './types';
