export * from './users.ts';
export * from './lookups.ts';
export * from './profile.ts';
export * from './files.ts';
