import type { TDatabase } from './client.ts';

/**
 * A statement prepared once per database and key (a language, say) and kept: drizzle builds a select's text from its
 * parts on every call (the whole job row and its joins cost about 3 ms of CPU), a prepared one only binds its
 * placeholders, and PostgreSQL may keep its plan.
 */
export function preparedPer<TKey, TStatement>(prepare: (db: TDatabase, key: TKey) => TStatement): (db: TDatabase, key: TKey) => TStatement {
  const statements = new WeakMap<TDatabase, Map<TKey, TStatement>>();
  return (db, key) => {
    let byKey = statements.get(db);
    if (!byKey) statements.set(db, (byKey = new Map()));
    let statement = byKey.get(key);
    if (!statement) byKey.set(key, (statement = prepare(db, key)));
    return statement;
  };
}
