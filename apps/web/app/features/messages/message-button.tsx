import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * A company's way into a conversation with a candidate (decision 029): /messages?to={seeker}&job={job} opens the
 * new-conversation form, or the conversation about that job when it exists. The form reads the person's name from
 * the API: a name never travels in an address (browser history, logs), nor can a link make up one.
 */
export function MessageButton({ seekerId, jobId, size = 'xs' }: { seekerId: number; jobId?: number | null; size?: 'xs' | 'sm' }) {
  const { t, prefix } = useI18n();
  const query = new URLSearchParams({ to: String(seekerId) });
  if (jobId) query.set('job', String(jobId));
  return (
    <Button component={Link} to={withPrefix(prefix, `/messages?${query.toString()}`)} size={size} variant="light" data-testid="message-candidate">
      {t('messages.entry.message')}
    </Button>
  );
}
