export * from './catalog';
export * from './envelope';
export * from './errors';
export * from './language';
export * from './money';
export * from './ssr';
export * from './text';
export * from './validation';
