import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { PhoneField } from '../../components/plain.tsx';
import { Grid, SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { CONTACT_MESSAGE_MAX } from '@tawzeef/contract';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { FormKeyField } from '../../components/form-key.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { contactSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { contactInput, type TContactResult } from './contact-form.ts';
import './site-pages.css';

/**
 * /contact-us: the form (name, email, optional phone, subject, message) and a hidden honeypot field. Without
 * JavaScript it posts to the page's action; a refused submission comes back with the values and each field's error.
 */
export function ContactPage({ result, defaults }: { result?: TContactResult; defaults: { name: string; email: string } }) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(contactSchema, contactInput, locale, result?.errors);
  useActionToast(result);
  const values = result?.values;
  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder className="pad-md-xl" radius="md">
            <Stack gap="md">
              <FormCardHeader title={t('page.contact-us')} subtitle={t('contact.intro')} result={result} />
              {result?.sent ? (
                <Alert color="success" variant="light" title={t('contact.sentTitle')} role="status" data-testid="contact-sent">
                  <Stack gap="xs">
                    <Text size="sm">{result.message}</Text>
                    <Anchor component={Link} to={withPrefix(prefix, '/contact-us')} reloadDocument size="sm">
                      {t('contact.sentAgain')}
                    </Anchor>
                  </Stack>
                </Alert>
              ) : (
                <Form method="post" noValidate onSubmit={onSubmit} data-testid="contact-form">
                  {/* A visitor's page may be shared by the page cache: the browser makes the form's key (decision 095). */}
                  <FormKeyField formKey={null} />
                  <Stack gap="sm">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <TextInput name="name" label={t('contact.name')} required autoComplete="name" defaultValue={values?.name ?? defaults.name} error={errorOf('name')} />
                      <TextInput
                        name="email"
                        type="email"
                        label={t('contact.email')}
                        required
                        autoComplete="email"
                        dir="ltr"
                        defaultValue={values?.email ?? defaults.email}
                        error={errorOf('email')}
                      />
                    </SimpleGrid>
                    <PhoneField label={t('contact.phone')} required={false} defaultValue={typeof values?.phone === 'string' ? values.phone : ''} error={errorOf('phone')} />
                    <TextInput name="subject" label={t('contact.subject')} required defaultValue={values?.subject ?? ''} error={errorOf('subject')} />
                    <Textarea
                      name="message"
                      label={t('contact.message')}
                      description={t('contact.messageHint')}
                      required
                      autosize
                      minRows={5}
                      maxRows={14}
                      maxLength={CONTACT_MESSAGE_MAX}
                      defaultValue={values?.message ?? ''}
                      error={errorOf('message')}
                    />
                    <div className="visually-hidden contact-honeypot" aria-hidden="true">
                      <label>
                        {t('contact.website')}
                        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                      </label>
                    </div>
                    <Text size="xs" c="dimmed">
                      {t('contact.privacy')}{' '}
                      <Anchor component={Link} to={withPrefix(prefix, '/privacy-policy')} size="xs" underline="always">
                        {t('page.privacy-policy')}
                      </Anchor>
                    </Text>
                    <Button type="submit" loading={navigation.state === 'submitting'} data-testid="contact-submit">
                      {t('contact.submit')}
                    </Button>
                  </Stack>
                </Form>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('contact.other.title')}
              </Title>
              <Anchor component={Link} to={withPrefix(prefix, '/busniss-platform')}>
                {t('contact.other.business')}
              </Anchor>
              <Anchor component={Link} to={withPrefix(prefix, '/profile/privacy')}>
                {t('contact.other.privacy')}
              </Anchor>
              <Anchor component={Link} to={withPrefix(prefix, '/terms-conditions')}>
                {t('page.terms-conditions')}
              </Anchor>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
