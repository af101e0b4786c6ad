import type { ReactNode } from 'react';
import '../../components/plain.css';

/** One titled block of the job page (the description, duties, the facts…): plain elements in the look of Mantine's Paper and Title. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="plain-paper pad-md-lg job-page-card" aria-label={title} data-testid={testId}>
      <h2 className="job-page-section-title">{title}</h2>
      {children}
    </section>
  );
}

/** Plain text the company typed (duties, qualifications…): its line breaks kept. */
export function PlainText({ value, lang }: { value: string; lang: string }) {
  return (
    <p className="job-page-plain" dir="auto" lang={lang}>
      {value}
    </p>
  );
}
