export * from './forms';
export * from './messages';
export * from './rules';
