import type { TLocale, TUser } from '@tawzeef/contract';
import type { TUserWithCompany } from './queries.ts';

export function displayName(user: Pick<TUserWithCompany, 'first_name' | 'last_name' | 'ar_first_name' | 'ar_last_name' | 'en_first_name' | 'en_last_name'>, locale: TLocale): string {
  const localized = locale === 'ar' ? [user.ar_first_name, user.ar_last_name] : [user.en_first_name, user.en_last_name];
  const parts = localized[0] ? localized : [user.first_name, user.last_name];
  return parts.filter(Boolean).join(' ');
}

/** The first name a mail greets its reader by, in the mail's language (the Arabic name in an Arabic mail), else the account's. */
export function greetingName(user: Pick<TUserWithCompany, 'first_name' | 'ar_first_name' | 'en_first_name'>, locale: TLocale): string {
  return (locale === 'ar' ? user.ar_first_name : user.en_first_name) || user.first_name;
}

export function scopeOf(user: Pick<TUserWithCompany, 'type'>): string[] {
  return [user.type.toLowerCase()];
}

export function toUserDto(user: TUserWithCompany, locale: TLocale, formatDate: (d: Date | null) => string | null): TUser {
  return {
    id: user.id,
    type: user.type,
    first_name: user.first_name,
    last_name: user.last_name,
    ar_first_name: user.ar_first_name,
    ar_last_name: user.ar_last_name,
    en_first_name: user.en_first_name,
    en_last_name: user.en_last_name,
    name: displayName(user, locale),
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    status: user.status,
    hear_by_id: user.hear_by_id,
    foundation_name: user.foundation_name,
    email_verified_at: formatDate(user.email_verified_at),
    phone_verified_at: formatDate(user.phone_verified_at),
    created_at: formatDate(user.created_at) ?? '',
  };
}
