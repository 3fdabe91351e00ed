export * from './config';
export * from './format';
export * from './pickers';
