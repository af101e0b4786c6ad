import { loaders, routeBundles } from 'virtual:messages';
import { provideMessageMap } from './client-messages.ts';

/** The server names each page's message bundles for the browser (decision 067): it keeps the map of routes to bundles. */
provideMessageMap({ routeBundles, loaders });
