export * from './users.ts';
export * from './lookups.ts';
export * from './profile.ts';
export * from './files.ts';
export * from './outbox.ts';
export * from './verification.ts';
export * from './oauth.ts';
