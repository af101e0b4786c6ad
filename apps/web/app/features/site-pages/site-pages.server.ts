import { data } from 'react-router';
import { API, PRIVACY_PAGE_SLUG, TERMS_PAGE_SLUG, type TPackage, type TPrice, type TSitePage, type TSitePageSlug, type TTermsStatus } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { sessionContext, type TActionResult } from '../../lib/context.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { contactInput, type TContactResult } from './contact-form.ts';

export interface TSitePageData {
  page: TSitePage;
  /** The logged-in person's acceptance, on the terms and privacy pages. */
  terms: TTermsStatus | null;
  /** The posting fee, on the business platform page. */
  price: TPrice | null;
  /** The posting packages beside it (decision 130). */
  packages: TPackage[];
  /** The section asked for (`/busniss-platform/{id}`). */
  section: string | null;
}

const failure = (result: { status: number; message: string }) => data(result.message, { status: result.status >= 500 ? 503 : result.status });

/** A section asked for by its anchor (`pricing`) or its number (`2`, counting from 1); undefined when there is none. */
function sectionId(page: TSitePage, wanted: string): string | undefined {
  const named = page.sections.flatMap((part) => (part.id ? [part.id] : []));
  if (/^[1-9]\d{0,2}$/.test(wanted)) return named[Number(wanted) - 1];
  return named.find((id) => id === wanted);
}

/** One of the site's pages from the API; on the legal pages also the person's acceptance, on the business page the fee. */
export async function sitePageLoader(args: TApiArgs, slug: TSitePageSlug, section: string | null = null): Promise<TSitePageData> {
  const client = api(args);
  const isLegal = slug === TERMS_PAGE_SLUG || slug === PRIVACY_PAGE_SLUG;
  const user = args.context.get(sessionContext).user;
  const isBusiness = slug === 'busniss-platform';
  const [page, terms, price, packages] = await Promise.all([
    client.sitePages.get({ params: { slug } }),
    isLegal && user ? client.terms.status() : null,
    isBusiness ? client.payments.price() : null,
    isBusiness ? client.packages.list() : null,
  ]);
  if (page.status === 404) throw data(null, { status: 404 });
  if (!page.ok || !page.data) throw failure(page);
  const chosen = section === null ? null : sectionId(page.data, section);
  if (chosen === undefined) throw data(null, { status: 404 });
  return {
    page: page.data,
    terms: terms?.ok && terms.data ? terms.data : null,
    price: price?.ok && price.data ? price.data : null,
    packages: packages?.ok && packages.data ? packages.data : [],
    section: chosen,
  };
}

/** The accept form of the terms and privacy pages: the versions the person was shown. */
export async function acceptTermsAction(args: TApiArgs): Promise<TActionResult | ReturnType<typeof data<TActionResult>>> {
  const form = await args.request.formData();
  const result = await submitToApi(args, API.terms.accept, { terms_version: Number(text(form, 'terms_version')), privacy_version: Number(text(form, 'privacy_version')) });
  if (!result.ok) return result.response;
  return { ok: true, message: result.message };
}

/** The contact form: sent to the API; a failure brings the typed values back so the form (with or without JavaScript) keeps them. */
export async function contactAction(args: TApiArgs) {
  const form = await args.request.formData();
  const input = contactInput(form);
  const result = await submitToApi(args, API.contact.send, input, { extra: { values: input }, idempotencyKey: formIdempotencyKey(form) });
  if (!result.ok) return result.response;
  return { ok: true, message: result.message, sent: true } satisfies TContactResult;
}
