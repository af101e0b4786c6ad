import { and, eq } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Who is told of something waiting in the console: every active administrator, each in their own language. */
export function activeAdministrators(db: TDatabase): Promise<Array<{ email: string; locale: TLocale }>> {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.type, 'ADMIN'), eq(users.status, 'active')));
}
