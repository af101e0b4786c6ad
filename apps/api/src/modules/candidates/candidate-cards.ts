import type { TCandidateCard, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { ReadBatch, ReadBatches } from '../../db/read-batch.ts';
import type { TVocabulary } from '../search-engine/vocabulary.ts';
import { yearsOfDays, type TMatch } from '../applications/match.ts';
import { applicantName, type TReader } from '../applications/dto.ts';
import { initialsOf } from './service.ts';
import { latestCandidateChangeText } from './memory-index.ts';
import { CARD_COLUMNS, cardsText, runFixed } from './search-statement.ts';

/**
 * What candidate search shows of its matches (decision 028), apart from how it finds them (search-candidates.ts):
 * the cards' rows, read in batches with what the head of a search reads (decision 054) and a card from its row (the
 * counts per filter value are named by their rows in search-filters.ts). Talent pools show the same cards.
 */

const DAY_MS = 86_400_000;

export interface TCardRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  ar_first_name: string | null;
  ar_last_name: string | null;
  en_first_name: string | null;
  en_last_name: string | null;
  email: string | null;
  phone: string | null;
  headline: string | null;
  city_id: number | null;
  days: number;
  skills: string[];
  last_active_at: string;
  pools: number[];
  applied: boolean;
  blocked: boolean;
}

/** What the head of a search reads besides its words: whether rows are stale, the newest change, the company's verification. */
export interface TSearchHead {
  stale: boolean;
  mark: number;
  verification: string | null;
}

/**
 * The cards' statement of a batch of searches (decision 054), of fixed text (prepared once per connection): search
 * `ask` (1, 2, …) is of company $3[ask] and wants the seekers $2 whose entry of $1 is `ask`, in their order. One row
 * per search, with its cards and its company's verification; whether some rows are stale and the newest change are
 * the same for all.
 */
const CARDS_TEXT = `select asks.ask::int as ask, (${cardsText(
  `(select cs.user_id, given.position, cs.city_id, cs.last_active_at, ${CARD_COLUMNS}
    from unnest($1::integer[], $2::integer[]) with ordinality as given(ask, user_id, position)
    inner join candidate_search cs on cs.user_id = given.user_id
    where given.ask = asks.ask) as source`,
  'asks.company_id',
)}) as cards, (select verification_status from companies where id = asks.company_id) as verification,
  exists (select 1 from candidate_search where stale) as stale, ${latestCandidateChangeText} as mark
  from unnest($3::integer[]) with ordinality as asks(company_id, ask)`;

export type TCardsAnswer = TSearchHead & { cards: TCardRow[] };

const cardBatches = new ReadBatches<TDatabase, { companyId: number; ids: number[] }, TCardsAnswer>(
  (db) =>
    new ReadBatch(async (asks) => {
      const askOf: number[] = [];
      const seekers: number[] = [];
      asks.forEach((ask, i) => {
        for (const id of ask.ids) {
          askOf.push(i + 1);
          seekers.push(Math.trunc(id));
        }
      });
      const rows = await runFixed<Omit<TCardsAnswer, 'cards'> & { ask: number; cards: TCardRow[] | null }>(db, 'candidate_cards_batch', CARDS_TEXT, [
        askOf,
        seekers,
        asks.map((ask) => Math.trunc(ask.companyId)),
      ]);
      const byAsk = new Map(rows.map((row) => [Number(row.ask), row]));
      return asks.map((_ask, i) => {
        const row = byAsk.get(i + 1)!;
        return { cards: row.cards ?? [], stale: row.stale, mark: Number(row.mark), verification: row.verification };
      });
    }),
);

/** The card rows of some seekers (in the order of `ids`), with what the head of a search reads: with other searches waiting at the same time. */
export const readCards = (db: TDatabase, companyId: number, ids: number[]): Promise<TCardsAnswer> => cardBatches.of(db).get({ companyId, ids });

/** The card rows of some seekers, in the order of `ids`. */
export async function loadCards(db: TDatabase, companyId: number, ids: number[]): Promise<TCardRow[]> {
  if (!ids.length) return [];
  return (await readCards(db, companyId, ids)).cards;
}

/** A city named in the reader's language (the search engine's vocabulary holds the names). */
function cityOf(id: number | null, vocabulary: TVocabulary, locale: TLocale): { id: number; name: string } | null {
  const names = id === null ? undefined : vocabulary.names.city.get(Number(id));
  return names ? { id: Number(id), name: names[locale] } : null;
}

/** A card from its row: initials and no contact for a company that is not verified, unless the seeker applied to it. */
export function toCandidateCard(row: TCardRow, verified: boolean, reader: TReader, now: Date, match: TMatch | null, vocabulary: TVocabulary): TCandidateCard {
  const contactHidden = !verified && !row.applied;
  const initials = initialsOf(row.first_name ?? '', row.last_name ?? '');
  const lastActive = new Date(row.last_active_at);
  return {
    id: Number(row.user_id),
    name: contactHidden ? initials : applicantName(row as unknown as Record<string, unknown>, reader.locale),
    initials,
    contact_hidden: contactHidden,
    contact: contactHidden ? null : { email: row.email ?? '', phone: row.phone },
    headline: row.headline,
    city: cityOf(row.city_id, vocabulary, reader.locale),
    experience_years: yearsOfDays(Number(row.days)),
    top_skills: row.skills ?? [],
    last_active_at: reader.formatDate(lastActive) ?? '',
    last_active_days: Math.max(0, Math.floor((now.getTime() - lastActive.getTime()) / DAY_MS)),
    match: match ? { score: match.score, reasons: match.reasons } : null,
    pools: (row.pools ?? []).map(Number),
    blocked: row.blocked === true,
  };
}
