import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TScreeningQuestion } from '@tawzeef/contract';
import { companies } from './companies.ts';

/** A company's library of screening questions to reuse when posting (decision 118); a job keeps its own copy. */
export const screeningLibrary = pgTable(
  'company_screening_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<TScreeningQuestion>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_screening_questions_company_idx').on(t.company_id, t.id)],
);
