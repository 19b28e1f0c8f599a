export * from './messages';
export * from './permissions';
export * from './schemas';
export * from './types';
