import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TScreeningRuleInput } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { screeningRules } from '../../../db/schema/index.ts';
import { HttpError, notFound } from '../../../errors.ts';
import { compileRule } from '../../moderation/screen.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: screeningRules.id,
  category: screeningRules.category,
  action: screeningRules.action,
  kind: screeningRules.kind,
  language: screeningRules.language,
  pattern: screeningRules.pattern,
  note: screeningRules.note,
  is_active: screeningRules.is_active,
  created_at: screeningRules.created_at,
  updated_at: screeningRules.updated_at,
};

const spec: TListSpec = {
  filters: {
    category: (value: string) => sql`${screeningRules.category} = ${value}`,
    action: (value: string) => sql`${screeningRules.action} = ${value}`,
    kind: (value: string) => sql`${screeningRules.kind} = ${value}`,
    language: (value: string) => sql`${screeningRules.language} = ${value}`,
    is_active: (value: string) => sql`${screeningRules.is_active} = ${value === 'true'}`,
  },
  search: [screeningRules.pattern, screeningRules.note],
  sorts: { id: screeningRules.id, category: screeningRules.category },
  id: screeningRules.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(screeningRules);
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['screening-rules'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** The rule as stored: its pattern must compile as the screen compiles it (a broken one would silently screen nothing). */
function checked(input: TScreeningRuleInput) {
  const compiled = compileRule(input.pattern, input.kind);
  if (typeof compiled === 'string') throw new HttpError(422, 'validation_failed', { pattern: { key: 'pattern_invalid', params: { error: compiled } } });
  return { category: input.category, action: input.action, kind: input.kind, language: input.language, pattern: input.pattern, note: input.note?.trim() ? input.note.trim() : null, is_active: input.is_active };
}

/**
 * The screening list of job ads (decision 032), edited by administrators: the screen reads the active rules at
 * every check (modules/moderation/hold.ts), so a change applies to the next ad saved.
 */
export const screeningRulesResource: TAdminResource = {
  def: ADMIN_RESOURCES['screening-rules'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(screeningRules.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  async create(ctx, input) {
    const [row] = await ctx.db.insert(screeningRules).values(checked(input as TScreeningRuleInput)).returning({ id: screeningRules.id });
    return row!.id;
  },
  async update(ctx, id, input) {
    const rows = await ctx.db
      .update(screeningRules)
      .set({ ...checked(input as TScreeningRuleInput), updated_at: new Date() })
      .where(eq(screeningRules.id, Number(id)))
      .returning({ id: screeningRules.id });
    if (!rows.length) throw notFound();
  },
  async delete(ctx, id) {
    const rows = await ctx.db.delete(screeningRules).where(eq(screeningRules.id, Number(id))).returning({ id: screeningRules.id });
    if (!rows.length) throw notFound();
  },
};
