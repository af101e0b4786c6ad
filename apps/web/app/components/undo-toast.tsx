import { Form, useLocation } from 'react-router';
import { buttonLook } from './plain.tsx';
import { useI18n } from '../i18n/index.ts';

/**
 * A toast's message with an Undo button (decision 152): "Not interested" on a recommended job, undone from wherever
 * the toast shows. The form posts to the recommendations page's action, which sends the seeker back to this page.
 */
export function UndoDismissToast({ message, jobId, action }: { message: string; jobId: number; action: string }) {
  const location = useLocation();
  const { t } = useI18n();
  return (
    <span className="undo-toast" data-testid="undo-toast">
      <span>{message}</span>{' '}
      <Form method="post" action={action} className="undo-toast__form">
        <input type="hidden" name="intent" value="recommendation-undo" />
        <input type="hidden" name="id" value={jobId} />
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button type="submit" {...buttonLook({ variant: 'subtle', size: 'xs' })} data-testid="toast-undo">
          {t('recommendations.dismissed.undo')}
        </button>
      </Form>
    </span>
  );
}
