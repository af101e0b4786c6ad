/** Modules made by vite-plugin-messages.ts (decisions 047 and 067). */
declare module 'virtual:messages' {
  /** Route id (without the /ar or /en form) → its own bundle of messages, '' when core holds all it names. */
  export const routeBundles: Record<string, string>;
  /** `locale/bundle` → its chunk ('core': the messages of the root and the layouts). */
  export const loaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
}

declare module 'virtual:messages/preloads' {
  /** On the server after a build: `locale/bundle` → the URL of its chunk; empty in the browser and in development. */
  const preloads: Record<string, string>;
  export default preloads;
}

declare module 'virtual:messages/lazy' {
  /** `locale/lazy-name` → its chunk: the messages of modules loaded later (`withMessages`), without the routes' map. */
  export const loaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
}
