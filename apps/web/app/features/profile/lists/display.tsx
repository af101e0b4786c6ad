import { Group, Text, type TextProps } from '@mantine/core';
import { SKILL_LEVELS } from '@tawzeef/contract';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { formatDay } from '../../../lib/format.ts';

/** A day: Gregorian, and in Arabic the Umm al-Qura Hijri date beside it. */
export function DateText({ value }: { value: string | null | undefined }) {
  const { locale } = useI18n();
  const formatted = formatDay(value, locale);
  if (!formatted || !value) return null;
  return (
    <span className="date-text">
      <time dateTime={value.slice(0, 10)}>{formatted.gregorian}</time>
      {formatted.hijri && <span className="date-text__hijri"> ({formatted.hijri})</span>}
    </span>
  );
}

/** "Label: value" on one line; nothing when there is no value. */
export function Fact({ label, children, ...props }: { label: string; children: ReactNode } & TextProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <Text size="sm" {...props}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** A skill level as four steps, with its name for people and screen readers alike. */
export function LevelBar({ level }: { level: (typeof SKILL_LEVELS)[number] }) {
  const { t } = useI18n();
  const steps = SKILL_LEVELS.indexOf(level) + 1;
  return (
    <Group gap="xs" wrap="nowrap" className="level-bar" data-level={level}>
      <span className="level-bar__steps" aria-hidden="true">
        {SKILL_LEVELS.map((name, i) => (
          <span key={name} className="level-bar__step" data-on={i < steps || undefined} />
        ))}
      </span>
      <Text size="sm" fw={500}>
        {t(`enum.skill_level.${level}`)}
      </Text>
    </Group>
  );
}
