import { useState } from 'react';
import { Alert, Checkbox, Text } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { MAX_PROMINENT_MAJORS, ZProminentMajors, type TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { majorsInput } from './forms.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

/**
 * At most five prominent majors. Once the page is live, the other boxes are disabled at the limit with a
 * message; without JavaScript a sixth reaches the API, which refuses it, and its message shows at the field.
 */
export function MajorsForm({ saved, majors, result }: { saved: TFieldValues; majors: TLookupItem[]; result?: TSectionResult }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const { onSubmit, errorOf, valuesOf } = useSectionForm(ZProminentMajors, majorsInput, saved, result);
  const [chosen, setChosen] = useState<string[]>(valuesOf('major_ids'));
  const atLimit = chosen.length >= MAX_PROMINENT_MAJORS;
  const toggle = (id: string, checked: boolean) => setChosen((current) => (checked ? [...current.filter((v) => v !== id), id] : current.filter((v) => v !== id)));
  const error = errorOf('major_ids');
  return (
    <SectionCard
      title={t('page.profile.majors')}
      subtitle={t('profile.majors.subtitle', { max: MAX_PROMINENT_MAJORS })}
      result={result}
      onSubmit={onSubmit}
      testId="majors-form"
    >
      {majors.length === 0 ? (
        <Text c="dimmed">{t('profile.majors.empty')}</Text>
      ) : (
        <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }} aria-describedby="majors-count" data-testid="majors-field">
          <legend style={{ padding: 0 }}>
            <Text fw={700}>{t('profile.majors.legend')}</Text>
          </legend>
          <Text id="majors-count" size="sm" c="dimmed" data-testid="majors-count">
            {t('profile.majors.count', { count: chosen.length, max: MAX_PROMINENT_MAJORS })}
          </Text>
          {error && (
            <Text c="red.8" size="sm" mt={4} role="alert" data-testid="majors-error">
              {error}
            </Text>
          )}
          {hydrated && atLimit && (
            <Alert color="warning" variant="light" my="xs" role="status" data-testid="majors-limit">
              {t('profile.majors.limit', { max: MAX_PROMINENT_MAJORS })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt="sm">
            {majors.map((major) => {
              const id = String(major.id);
              const checked = chosen.includes(id);
              return (
                <Checkbox
                  key={id}
                  name="major_ids"
                  value={id}
                  label={major.name}
                  checked={checked}
                  disabled={hydrated && atLimit && !checked}
                  onChange={(event) => toggle(id, event.currentTarget.checked)}
                  aria-invalid={Boolean(error) || undefined}
                />
              );
            })}
          </SimpleGrid>
        </fieldset>
      )}
    </SectionCard>
  );
}
