export * from './admin';
export * from './elearning';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './types';
