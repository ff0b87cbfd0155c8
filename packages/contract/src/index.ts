export * from './auth.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './errors.ts';
export * from './language.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './tenant.ts';
