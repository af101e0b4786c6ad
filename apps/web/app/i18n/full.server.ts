import { ar } from './ar.ts';
import { en } from './en.ts';
import { provideMessages } from './index.ts';

/** The server renders every page in both languages: it keeps both full catalogues (decision 047). */
provideMessages('ar', ar);
provideMessages('en', en);
