export * from './locale.ts';
export * from './phone.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './lookups.ts';
export * from './envelope.ts';
export * from './redirect.ts';
