import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { formatDay, formatInteger } from '../../../lib/format.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import type { TAdminCompaniesData, TAdminCompany, TReviewResult } from './companies.server.ts';
import { REVIEW_TABS } from './review-tabs.ts';
import '../company.css';

const STATUS_COLOR = { unverified: 'gray', pending: 'warning', verified: 'success', rejected: 'red' } as const;

function ReviewForms({ company, result }: { company: TAdminCompany; result?: TReviewResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result && !result.ok && result.companyId === company.id ? result : undefined;
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('company_id') === String(company.id) && navigation.formData?.get('intent') === intent;
  return (
    <Stack gap="sm">
      {mine && !mine.errors?.reason && (
        <Alert color="red" variant="light" role="alert" data-testid="review-error">
          {mine.message}
        </Alert>
      )}
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Form method="post">
          <input type="hidden" name="company_id" value={company.id} />
          <input type="hidden" name="intent" value="verify" />
          <Button type="submit" color="success" loading={busy('verify')} disabled={!company.has_commercial_file} data-testid="verify-company">
            {t('company.admin.verify')}
          </Button>
        </Form>
        <Form method="post" noValidate style={{ flex: 1, minInlineSize: 240 }}>
          <input type="hidden" name="company_id" value={company.id} />
          <input type="hidden" name="intent" value="reject" />
          <Stack gap="xs">
            <Textarea
              name="reason"
              label={t('company.admin.reason')}
              description={t('company.admin.reasonHint')}
              required
              autosize
              minRows={2}
              maxLength={500}
              defaultValue={mine?.reason ?? ''}
              error={mine?.errors?.reason?.[0]}
              data-testid="reject-reason"
            />
            <Group>
              <Button type="submit" color="red" variant="light" loading={busy('reject')} data-testid="reject-company">
                {t('company.admin.reject')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Group>
    </Stack>
  );
}

function CompanyRow({ company, result }: { company: TAdminCompany; result?: TReviewResult }) {
  const { t, locale, prefix } = useI18n();
  const submitted = formatDay(company.submitted_at, locale);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="li" data-testid="admin-company" data-company-id={company.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4">
              <Anchor component={Link} to={withPrefix(prefix, `/company-profile/${company.id}`)} inherit>
                <bdi>{company.foundation_name}</bdi>
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" dir="ltr" style={{ textAlign: 'start' }}>
              {company.email}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[company.verification_status]} c={`${STATUS_COLOR[company.verification_status]}.9`} variant="light" tt="none">
            {t(`company.verification.status.${company.verification_status}`)}
          </Badge>
        </Group>
        <dl className="company-facts">
          <dt>{t('company.field.commercialNumber')}</dt>
          <dd data-testid="admin-cr-number">{company.commercial_number ? <bdi dir="ltr">{company.commercial_number}</bdi> : t('company.admin.none')}</dd>
          <dt>{t('company.admin.submitted')}</dt>
          <dd>{submitted?.gregorian ?? t('company.admin.none')}</dd>
          <dt>{t('company.field.commercialFile')}</dt>
          <dd>
            {company.has_commercial_file ? (
              <Anchor href={withPrefix(prefix, `/admin/companies/${company.id}/commercial-file`)} target="_blank" rel="noopener" data-testid="admin-cr-file">
                {t('company.admin.openFile')}
              </Anchor>
            ) : (
              t('company.admin.noFile')
            )}
          </dd>
        </dl>
        {company.verification_status === 'pending' && <ReviewForms company={company} result={result} />}
      </Stack>
    </Paper>
  );
}

/** /admin/companies: companies by verification state (the queue first), each with its registration to check. */
export function AdminCompaniesPage({ page, result }: { page: TAdminCompaniesData; result?: TReviewResult }) {
  const { t, locale, prefix } = useI18n();
  useActionToast(result && !result.ok ? result : undefined);
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  const tabLink = (status: string, n = 1) => `${withPrefix(prefix, '/admin/companies')}?status=${status}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <PageShell titleKey="page.admin-companies">
      <Anchor component={Link} to={withPrefix(prefix, '/admin')} size="sm">
        {t('company.admin.back')}
      </Anchor>
      <nav aria-label={t('company.admin.tabs')}>
        <Group gap={0} className="company-tabs" data-testid="admin-tabs">
          {REVIEW_TABS.map((status) => (
            <Link key={status} to={tabLink(status)} aria-current={status === page.status ? 'page' : undefined}>
              {t(`company.admin.tab.${status}`)}
            </Link>
          ))}
        </Group>
      </nav>
      <Text size="sm" c="dimmed">
        {t('company.admin.count', { count: formatInteger(page.total, locale) ?? '0' })}
      </Text>
      {page.items.length ? (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.items.map((company) => (
            <CompanyRow key={company.id} company={company} result={result} />
          ))}
        </Stack>
      ) : (
        <Paper withBorder p="lg">
          <Text c="dimmed" data-testid="admin-companies-empty">
            {t(page.status === 'pending' ? 'company.admin.emptyPending' : 'company.admin.empty')}
          </Text>
        </Paper>
      )}
      {pages > 1 && (
        <Group justify="space-between" component="nav" aria-label={t('company.jobs.pages')}>
          {page.page > 1 ? (
            <Button component={Link} to={tabLink(page.status, page.page - 1)} variant="default" size="sm">
              {t('company.jobs.previous')}
            </Button>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed">
            {t('company.jobs.pageOf', { page: formatInteger(page.page, locale) ?? '', pages: formatInteger(pages, locale) ?? '' })}
          </Text>
          {page.page < pages ? (
            <Button component={Link} to={tabLink(page.status, page.page + 1)} variant="default" size="sm">
              {t('company.jobs.next')}
            </Button>
          ) : (
            <span />
          )}
        </Group>
      )}
    </PageShell>
  );
}
