import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonLook, TextField } from '../../components/plain.tsx';
import type { TJobPageData } from './job-page.server.ts';
import { showNotification } from '../../lib/notify.ts';

function ShareIcon({ path }: { path: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const ICONS = {
  whatsapp: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.1.3.6 1.1 1.4 1.8 1 .9 1.8 1.1 2 1.3.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2Z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4V9.5Z',
} as const;

/** Share: the link to copy (a button with JavaScript, a selectable field without) and plain share links, no third-party scripts. */
export function ShareCard({ page }: { page: TJobPageData }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [copyFailed, setCopyFailed] = useState(false);
  const canCopy = hydrated && !copyFailed && typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const { job } = page;
  // Shared links carry `src=share`: the job's analytics count their visitors as coming from a shared link (decision 124).
  const url = `${page.url}${page.url.includes('?') ? '&' : '?'}src=share`;
  const text = `${job.title} | ${job.company?.name ?? t('jobPage.confidential')}`;
  const links = [
    { key: 'whatsapp', label: t('jobPage.shareWhatsapp'), href: `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}` },
    { key: 'x', label: t('jobPage.shareX'), href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
    { key: 'linkedin', label: t('jobPage.shareLinkedin'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  ] as const;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showNotification({ message: t('jobPage.copied'), color: 'success' });
    } catch {
      setCopyFailed(true);
    }
  };
  // Plain elements in Mantine's look (issue 18: every job page renders this card).
  return (
    <section className="plain-paper job-page-card pad-md-lg" aria-labelledby="share-title" data-testid="job-share">
      <h2 id="share-title" className="job-page-card-title">
        {t('jobPage.shareTitle')}
      </h2>
      <div className="job-page-stack">
        <TextField label={t('jobPage.shareLink')} value={url} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} data-testid="share-url" />
        {canCopy && (
          <button type="button" {...buttonLook({ variant: 'light' })} onClick={copy} data-testid="copy-link">
            {t('jobPage.copyLink')}
          </button>
        )}
        <div className="job-page-row job-page-tags">
          {links.map((link) => (
            <a
              key={link.key}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              {...buttonLook({ variant: 'default' })}
              aria-label={t('jobPage.shareNewWindow', { network: link.label })}
              data-testid={`share-${link.key}`}
            >
              <ShareIcon path={ICONS[link.key]} />
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
