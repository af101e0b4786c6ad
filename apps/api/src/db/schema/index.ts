export * from './users.ts';
export * from './lookups.ts';
