import type { TMessageTemplate } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';

export type TTemplateChoice = Pick<TMessageTemplate, 'id' | 'name' | 'kind'>;
/** The company's templates beside a conversation, and the one `?template=` filled in for its job seeker. */
export interface TComposerTemplates {
  items: TTemplateChoice[];
  filled: { id: number; body: string } | null;
}

/**
 * What the company's composer offers in a conversation, or in the first message of one (`seeker` and `job`; decision
 * 128); nothing when the templates cannot be read.
 */
export async function composerTemplates(args: TApiArgs, to: { conversation: number } | { seeker: number; job: number | null }): Promise<TComposerTemplates> {
  const client = api(args);
  const picked = Number(args.url.searchParams.get('template'));
  const [list, filled] = await Promise.all([
    client.messageTemplates.list(),
    Number.isInteger(picked) && picked > 0 ? client.messageTemplates.render({ params: { id: picked }, query: 'conversation' in to ? { conversation: to.conversation } : { seeker: to.seeker, ...(to.job === null ? {} : { job: to.job }) } }) : null,
  ]);
  return {
    items: list.ok && list.data ? list.data.items.map(({ id, name, kind }) => ({ id, name, kind })) : [],
    filled: filled?.ok && filled.data ? { id: picked, body: filled.data.body } : null,
  };
}

/** The company's templates for a picker (bulk actions); none when they cannot be read (a viewer). */
export async function templatesFor(args: TApiArgs): Promise<TMessageTemplate[]> {
  const result = await api(args).messageTemplates.list();
  return result.ok && result.data ? result.data.items : [];
}
