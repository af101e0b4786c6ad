import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';

/**
 * A company's way into a conversation with a candidate (decision 029): /messages?to={seeker}&job={job}&name={name}
 * opens the new-conversation form, or the conversation about that job when it exists. `name` is only shown.
 */
export function MessageButton({ seekerId, jobId, name, size = 'xs' }: { seekerId: number; jobId?: number | null; name?: string; size?: 'xs' | 'sm' }) {
  const { t, prefix } = useI18n();
  const query = new URLSearchParams({ to: String(seekerId) });
  if (jobId) query.set('job', String(jobId));
  if (name) query.set('name', name);
  return (
    <Button component={Link} to={withPrefix(prefix, `/messages?${query.toString()}`)} size={size} variant="light" data-testid="message-candidate">
      {t('messages.entry.message')}
    </Button>
  );
}
