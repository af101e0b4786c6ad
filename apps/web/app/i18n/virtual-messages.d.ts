/** Modules made by vite-plugin-messages.ts (decision 047). */
declare module 'virtual:messages' {
  /** 'core' (the root's and the layouts' messages) and one group per other message id prefix. */
  export const groups: string[];
  /** Route id → the groups its modules use besides core. */
  export const routeGroups: Record<string, string[]>;
  /** `locale/group` → its chunk. */
  export const loaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
}

declare module 'virtual:messages/preloads' {
  /** On the server after a build: `locale/group` → the URL of its chunk; empty in the browser and in development. */
  const preloads: Record<string, string>;
  export default preloads;
}
