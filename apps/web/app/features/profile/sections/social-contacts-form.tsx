import { TextInput } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { SOCIAL_NETWORKS, ZSocialContacts } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../../components/lookup-select.tsx';
import { socialContactsInput } from './forms.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

export function SocialContactsForm({ saved, result }: { saved: TFieldValues; result?: TSectionResult }) {
  const { t } = useI18n();
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZSocialContacts, socialContactsInput, saved, result);
  return (
    <SectionCard title={t('page.profile.social-contacts')} subtitle={t('profile.social.subtitle')} result={result} onSubmit={onSubmit} testId="social-contacts-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            name={network}
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            styles={ALIGN_BY_OWN_DIRECTION}
            label={t(`profile.social.${network}`)}
            defaultValue={valueOf(network)}
            error={errorOf(network)}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
