import { Button, Container, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TCompanyAnalytics, TJobAnalytics } from "@tawzeef/contract";
import { useI18n } from "../../i18n/index.ts";
import { formatInteger } from "../../lib/format.ts";
import { withPrefix } from "../../lib/locale-path.ts";
import { AnalyticsView, JobsTable } from "./analytics-view.tsx";
import type { TAnalyticsPage } from "./analytics.server.ts";

/** /company-analytics: the company's jobs together, and each job's totals. */
export function CompanyAnalyticsPage({
  page,
}: {
  page: TAnalyticsPage<TCompanyAnalytics>;
}) {
  const { t } = useI18n();
  const { analytics } = page;
  return (
    <Container size="lg" py="xl">
      <AnalyticsView
        title={t("page.company-analytics")}
        page={page}
        totals={analytics.totals}
        days={analytics.days}
      >
        <JobsTable
          jobs={analytics.jobs}
          jobLink={(id) => `/company-jobs/${id}/analytics`}
        />
      </AnalyticsView>
    </Container>
  );
}

/** /company-jobs/:id/analytics: one of the company's jobs. */
export function JobAnalyticsPage({
  page,
}: {
  page: TAnalyticsPage<TJobAnalytics>;
}) {
  const { t, prefix, locale } = useI18n();
  const { analytics } = page;
  const { featured } = analytics;
  const links = (
    <Stack gap="xs">
      {featured.days.length > 0 && (
        // Featured days of the period and the search appearances on them (decision 135).
        <Text size="sm" data-testid="analytics-featured">
          {t("analytics.featured", {
            count: featured.days.length,
            impressions: formatInteger(featured.impressions, locale) ?? "",
          })}
        </Text>
      )}
      <Group gap="xs">
        <Button
          component={Link}
          to={withPrefix(prefix, "/company-analytics")}
          variant="default"
          size="xs"
        >
          {t("analytics.allJobs")}
        </Button>
        <Button
          component={Link}
          to={withPrefix(
            prefix,
            `/company-jobs/${analytics.job.id}/applicants`,
          )}
          variant="light"
          size="xs"
        >
          {t("analytics.applicants")}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Container size="lg" py="xl">
      <AnalyticsView
        title={`${t("page.company-job-analytics")}: ${analytics.job.title}`}
        page={page}
        totals={analytics.totals}
        days={analytics.days}
        links={links}
      />
    </Container>
  );
}
