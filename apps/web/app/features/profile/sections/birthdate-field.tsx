import { useState } from 'react';
import { Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { gregorianToHijri, hijriToGregorian, latestBirthdate, BIRTHDATE_EARLIEST, MIN_AGE, type TBirthdateCalendar } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { formatDay, formatHijri } from '../../../lib/format.ts';
import { hijriMonthNames } from '../hijri-months.ts';
import { parseNumber } from '../../../lib/form-data.ts';
import './birthdate-field.css';

type TCalendar = TBirthdateCalendar;

/**
 * The date of birth, typed or picked in the Gregorian or the Hijri (Umm al-Qura) calendar, with the date in the other
 * calendar shown beside it (decision 039). The Gregorian date is what is stored. Which fields show follows the chosen
 * radio in CSS, so that it works before JavaScript too; the server reads the Hijri fields when "Hijri" is chosen.
 * The choice is kept with the profile and the field opens in it (decision 097).
 */
export function BirthdateField({ defaultValue, defaultCalendar = 'gregorian', error }: { defaultValue: string; defaultCalendar?: TCalendar; error?: string }) {
  const { t, locale } = useI18n();
  const [calendar, setCalendar] = useState<TCalendar>(defaultCalendar);
  const [gregorian, setGregorian] = useState(defaultValue);
  const start = gregorianToHijri(defaultValue);
  const [hijri, setHijri] = useState({ day: start ? String(start.day) : '', month: start ? String(start.month) : '', year: start ? String(start.year) : '' });
  const months = hijriMonthNames(locale);

  const day = parseNumber(hijri.day);
  const month = parseNumber(hijri.month);
  const year = parseNumber(hijri.year);
  const typedHijri = day !== null && month !== null && year !== null;
  const fromHijri = typedHijri ? hijriToGregorian(year, month, day) : null;
  const hijriOfGregorian = formatHijri(gregorian, locale);
  const gregorianOfHijri = fromHijri ? formatDay(fromHijri, locale)?.gregorian : null;

  const changeHijri = (part: 'day' | 'month' | 'year', value: string) => {
    const next = { ...hijri, [part]: value };
    setHijri(next);
    const [d, m, y] = [parseNumber(next.day), parseNumber(next.month), parseNumber(next.year)];
    const converted = d !== null && m !== null && y !== null ? hijriToGregorian(y, m, d) : null;
    if (converted) setGregorian(converted);
  };
  const changeGregorian = (value: string) => {
    setGregorian(value);
    const parts = gregorianToHijri(value);
    if (parts) setHijri({ day: String(parts.day), month: String(parts.month), year: String(parts.year) });
  };

  return (
    <Stack gap={6} className="birthdate-field" data-testid="birthdate-field">
      <Radio.Group name="birthdate_calendar" label={t('profile.personal.birthdate')} value={calendar} onChange={(value) => setCalendar(value as TCalendar)}>
        <Group gap="lg" mt={4}>
          <Radio value="gregorian" label={t('profile.personal.calendar.gregorian')} data-testid="calendar-gregorian" />
          <Radio value="hijri" label={t('profile.personal.calendar.hijri')} data-testid="calendar-hijri" />
        </Group>
      </Radio.Group>

      <div className="birthdate-gregorian">
        <TextInput
          type="date"
          name="birthdate"
          aria-label={t('profile.personal.birthdateGregorian')}
          description={t('profile.personal.birthdateHint', { age: MIN_AGE })}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          autoComplete="bday"
          min={BIRTHDATE_EARLIEST}
          max={latestBirthdate()}
          value={gregorian}
          onChange={(event) => changeGregorian(event.currentTarget.value)}
          error={calendar === 'gregorian' ? error : undefined}
          data-testid="birthdate-gregorian"
        />
        {hijriOfGregorian && (
          <Text size="sm" c="dimmed" mt={4} aria-live="polite" data-testid="hijri-date">
            {t('profile.personal.hijri', { date: hijriOfGregorian })}
          </Text>
        )}
      </div>

      <fieldset className="birthdate-hijri">
        <legend className="visually-hidden">{t('profile.personal.birthdateHijri')}</legend>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            name="birthdate_hijri_day"
            label={t('profile.personal.hijriDay')}
            inputMode="numeric"
            maxLength={2}
            w={72}
            value={hijri.day}
            onChange={(event) => changeHijri('day', event.currentTarget.value)}
            data-testid="hijri-day"
          />
          <NativeSelect
            name="birthdate_hijri_month"
            label={t('profile.personal.hijriMonth')}
            style={{ flex: 1, minInlineSize: 0 }}
            value={hijri.month}
            onChange={(event) => changeHijri('month', event.currentTarget.value)}
            data={[{ value: '', label: t('profile.form.choose') }, ...months.map((name, index) => ({ value: String(index + 1), label: name }))]}
            data-testid="hijri-month"
          />
          <TextInput
            name="birthdate_hijri_year"
            label={t('profile.personal.hijriYear')}
            inputMode="numeric"
            maxLength={4}
            w={88}
            placeholder="1415"
            value={hijri.year}
            onChange={(event) => changeHijri('year', event.currentTarget.value)}
            data-testid="hijri-year"
          />
        </Group>
        <Text size="sm" c={calendar === 'hijri' && error ? 'red.8' : typedHijri && !fromHijri ? 'red.8' : 'dimmed'} mt={4} aria-live="polite" data-testid="gregorian-date">
          {calendar === 'hijri' && error
            ? error
            : typedHijri && !fromHijri
              ? t('profile.personal.hijriInvalid')
              : gregorianOfHijri
                ? t('profile.personal.gregorian', { date: gregorianOfHijri })
                : t('profile.personal.birthdateHint', { age: MIN_AGE })}
        </Text>
      </fieldset>
    </Stack>
  );
}
