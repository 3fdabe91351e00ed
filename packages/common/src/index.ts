export * from './permissions';
export * from './features';
export * from './menu';
export * from './text';
export * from './validation';
export * from './zod-fa';
