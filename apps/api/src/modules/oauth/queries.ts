import { and, eq } from 'drizzle-orm';
import type { TOAuthProvider } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';
import { insertCompanyWithOwner } from '../auth/queries.ts';
import type { TExternalIdentity } from './providers.ts';

export async function findLinkedUserId(db: TDatabase, provider: TOAuthProvider, subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: oauthAccounts.user_id })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row?.user_id;
}

/** The account's links to external providers, as its account page lists them. */
export async function findLinksOf(db: TDatabase, userId: number) {
  return db
    .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, created_at: oauthAccounts.created_at })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.user_id, userId))
    .orderBy(oauthAccounts.created_at);
}

export async function insertLink(db: TDatabase, userId: number, identity: TExternalIdentity): Promise<void> {
  await db.insert(oauthAccounts).values({ user_id: userId, provider: identity.provider, subject: identity.subject, email: identity.email });
}

/** The account of a first external sign-in (no password), its company when it is one, and the link to the provider. */
export async function insertExternalAccount(db: TDatabase, values: typeof users.$inferInsert, foundationName: string | null, identity: TExternalIdentity): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(values).returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    if (foundationName !== null) await insertCompanyWithOwner(tx, created.id, foundationName);
    await insertLink(tx, created.id, identity);
    return created.id;
  });
}
