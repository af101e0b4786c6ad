import type { TDatabase } from '../client.ts';
import { companies, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';

/** Listed in the README. Never enable demo seeding on a public installation (SEED_DEMO=false). */
export const DEMO_PASSWORD = 'Tawzeef@2026';

export const demoAccounts = [
  { type: 'USER', email: 'seeker@demo.tawzeef.sa', phone: '+966500000001', first_name: 'Ahmed', last_name: 'Alotaibi', ar_first_name: 'أحمد', ar_last_name: 'العتيبي', en_first_name: 'Ahmed', en_last_name: 'Alotaibi', locale: 'ar' },
  { type: 'USER', email: 'sara@demo.tawzeef.sa', phone: '+966500000002', first_name: 'Sara', last_name: 'Alqahtani', ar_first_name: 'سارة', ar_last_name: 'القحطاني', en_first_name: 'Sara', en_last_name: 'Alqahtani', locale: 'en' },
  { type: 'COMPANY', email: 'hr@demo-horizon.tawzeef.sa', phone: '+966500000003', first_name: 'Khalid', last_name: 'Alharbi', ar_first_name: 'خالد', ar_last_name: 'الحربي', en_first_name: 'Khalid', en_last_name: 'Alharbi', locale: 'ar', foundation_name: 'شركة الأفق للتقنية' },
  { type: 'COMPANY', email: 'jobs@demo-nakheel.tawzeef.sa', phone: '+966500000004', first_name: 'Noura', last_name: 'Alshehri', ar_first_name: 'نورة', ar_last_name: 'الشهري', en_first_name: 'Noura', en_last_name: 'Alshehri', locale: 'en', foundation_name: 'Nakheel Contracting Co.' },
] as const;

export async function seedDemoAccounts(db: TDatabase): Promise<void> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of demoAccounts) {
      const { foundation_name, ...fields } = { foundation_name: undefined, ...account };
      const [user] = await tx.insert(users).values({ ...fields, password_hash, email_verified_at: new Date() }).returning({ id: users.id });
      if (user && foundation_name) await tx.insert(companies).values({ user_id: user.id, foundation_name });
    }
  });
}
