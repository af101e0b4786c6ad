import { directionOf, enumLabel, NOTICE_IMMEDIATE, phoneRun, SOCIAL_NETWORKS, type TApplicantDetail, type TLocale } from '@tawzeef/contract';
import { drawLine, openPdf, textDirection, wrap, type TDirection, type TTextStyle } from '../../pdf/bidi-text.ts';
import { CV_PDF_LABELS } from './cv-pdf-labels.ts';

type TRecord = Record<string, unknown>;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() && Number.isFinite(Number(value)) ? Number(value) : null);
const listOf = (value: unknown): TRecord[] => (Array.isArray(value) ? (value as TRecord[]) : []);
/** A value the person typed, isolated (FSI … PDI) as the web's <bdi>: its own direction inside the line; LRI for addresses and numbers (<bdi dir="ltr">). */
const isolate = (value: string, direction: 'auto' | 'ltr' = 'auto') => `${direction === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069`;

const gregorian = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');
function monthOf(value: unknown, locale: TLocale): string | null {
  const text = textOf(value);
  const date = text ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(gregorian(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
function dayOf(value: unknown, locale: TLocale): string | null {
  const text = textOf(value);
  const date = text ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(gregorian(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
const numberLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');

const PAGE = { size: 'A4' as const, margin: 48 };
const STYLE = {
  name: { size: 20, bold: true },
  role: { size: 13, color: '#374151' },
  section: { size: 13, bold: true, color: '#0b5394' },
  title: { size: 11, bold: true },
  body: { size: 10 },
  muted: { size: 10, color: '#4b5563' },
} satisfies Record<string, TTextStyle>;
const lineHeight = (style: TTextStyle) => style.size * 1.7;

/**
 * The applicant's CV as a PDF (decision 121): the printed CV's sections, in `locale` (the seeker's language) and its
 * direction, from the application as the company may see it now (`TApplicantDetail`: the snapshot through decision
 * 086's projection, lookups named in `locale`). Nothing else of the person is read.
 */
export async function renderCvPdf(applicant: TApplicantDetail, locale: TLocale, jobTitle: string): Promise<Buffer> {
  const words = CV_PDF_LABELS[locale];
  const direction = directionOf(locale);
  const snapshot = applicant.cv_snapshot as TApplicantDetail['cv_snapshot'] & TRecord;
  const cv = snapshot.cv;
  const labels = snapshot.labels;
  const { doc, done } = openPdf({ size: PAGE.size, margin: PAGE.margin, info: { Title: applicant.name, Subject: `${words.appliedFor}: ${jobTitle}` }, lang: locale });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= doc.page.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  /** Wrapped text, each line in `lineDirection` (the document's unless said), aligned to its start. */
  const paragraph = (text: string, style: TTextStyle, lineDirection: TDirection = direction, indent = 0) => {
    for (const line of wrap(doc, text, width - indent, style)) {
      room(lineHeight(style));
      drawLine(doc, line, lineDirection === direction && direction === 'ltr' ? left + indent : left, y, width - indent, lineDirection, style);
      y += lineHeight(style);
    }
  };
  const free = (value: unknown) => {
    const text = textOf(value);
    if (text) for (const part of text.split(/\r?\n/).filter((p) => p.trim())) paragraph(part, STYLE.body, textDirection(part, direction));
  };
  const section = (title: string) => {
    room(lineHeight(STYLE.section) + 24);
    y += 8;
    drawLine(doc, title, left, y, width, direction, STYLE.section);
    y += lineHeight(STYLE.section);
    doc.moveTo(left, y - 4).lineTo(left + width, y - 4).lineWidth(0.6).strokeColor('#9ca3af').stroke();
    y += 2;
  };
  const fact = (label: string, value: string | null, valueDirection: 'auto' | 'ltr' = 'auto') => {
    if (value) paragraph(`${label}: ${isolate(value, valueDirection)}`, STYLE.body);
  };
  /** An entry's title at the line's start and its dates at the end, then its second line. */
  const entry = (title: string, when: string | null, sub: string | null) => {
    room(lineHeight(STYLE.title) * 2);
    const titleLines = wrap(doc, title, width * 0.68, STYLE.title);
    titleLines.forEach((line, index) => {
      room(lineHeight(STYLE.title));
      drawLine(doc, line, left, y, width, direction, STYLE.title);
      if (index === 0 && when) drawLine(doc, when, left, y, width, direction, STYLE.muted, 'end');
      y += lineHeight(STYLE.title);
    });
    if (sub) paragraph(sub, STYLE.muted);
  };

  // The head: name, desired title, contact, where they live.
  paragraph(isolate(applicant.name), STYLE.name);
  const role = textOf(cv.job_role_title);
  if (role) paragraph(isolate(role), STYLE.role);
  y += 4;
  fact(words.email, snapshot.email || null, 'ltr');
  // A phone is the one left-to-right run of decision 150 (phoneRun), as on the pages and in the exports.
  if (snapshot.phone) paragraph(`${words.phone}: ${phoneRun(snapshot.phone)}`, STYLE.body);
  const place = [labels.city, labels.country].filter(Boolean).join(words.listSeparator);
  if (place) paragraph(`${words.location}: ${place}`, STYLE.body);
  paragraph(`${words.appliedFor}: ${isolate(jobTitle)}`, STYLE.muted);

  // Personal details: only those the projection kept (what the seeker shows companies today).
  const sex = textOf(cv.sex);
  const status = textOf(cv.social_status);
  const personal: Array<[string, string | null]> = [
    [words.nationality, labels.nationality],
    [words.birthdate, dayOf(cv.birthdate, locale)],
    [words.sex, sex === 'male' || sex === 'female' ? enumLabel(locale, 'sex', sex) : null],
    [words.socialStatus, status === 'single' || status === 'married' ? enumLabel(locale, 'social_status', status) : null],
    [words.driveLicence, labels.drive_licence],
  ];
  if (personal.some(([, value]) => value)) {
    section(words.personal);
    for (const [label, value] of personal) if (value) paragraph(`${label}: ${value}`, STYLE.body);
  }

  if (textOf(cv.summary)) {
    section(words.summary);
    free(cv.summary);
  }

  const jobType = textOf(cv.job_type);
  const salary = numberOf(cv.expected_salary);
  const notice = numberOf(cv.notice_period);
  if (role || jobType || salary !== null || notice !== null || textOf(cv.job_target)) {
    section(words.desiredJob);
    fact(words.jobTitle, role);
    if (jobType) fact(words.jobType, enumLabel(locale, 'job_type', jobType as 'full_time'));
    if (salary !== null) fact(words.expectedSalary, new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }).format(salary));
    if (notice !== null) fact(words.noticePeriod, notice === NOTICE_IMMEDIATE ? words.noticeImmediate : new Intl.NumberFormat(numberLocale(locale), { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(notice));
    free(cv.job_target);
  }

  const experiences = listOf(cv.experiences);
  if (experiences.length) {
    section(words.experience);
    for (const e of experiences) {
      const from = monthOf(e.start_date, locale);
      const to = e.is_current === true || !textOf(e.end_date) ? words.present : monthOf(e.end_date, locale);
      entry(isolate(textOf(e.job_title) ?? ''), from ? `${from} – ${to}` : null, textOf(e.company_name) ? isolate(textOf(e.company_name)!) : null);
      free(e.job_description);
      y += 4;
    }
  }

  const qualifications = listOf(cv.qualifications);
  if (qualifications.length) {
    section(words.education);
    for (const q of qualifications) {
      const type = textOf(q.qualification_type);
      const field = textOf(q.study_field);
      const title = `${type ? enumLabel(locale, 'qualification_type', type as 'bachelor') : ''}${field ? `${words.inField}${isolate(field)}` : ''}`;
      const year = numberOf(q.graduated_year);
      const when = monthOf(q.graduation_date, locale) ?? (year ? String(year) : null);
      const grade = textOf(q.graduation_degree);
      const sub = [textOf(q.university) ? isolate(textOf(q.university)!) : null, grade ? `${words.degree}: ${isolate(grade)}` : null].filter(Boolean).join(' · ');
      entry(title, when, sub || null);
      free(q.description);
      y += 4;
    }
  }

  const skills = listOf(cv.skills).flatMap((s) => {
    const name = textOf(s.skill_name);
    const level = textOf(s.level);
    return name ? [`${isolate(name)}${level ? ` (${enumLabel(locale, 'skill_level', level as 'beginner')})` : ''}`] : [];
  });
  if (skills.length) {
    section(words.skills);
    paragraph(skills.join(words.listSeparator), STYLE.body);
  }

  const courses = listOf(cv.courses);
  if (courses.length) {
    section(words.courses);
    for (const c of courses) {
      const type = textOf(c.type);
      const hours = numberOf(c.total_hours);
      entry(isolate(textOf(c.title) ?? ''), [type ? enumLabel(locale, 'course_type', type as 'course') : null, hours !== null ? `${words.hours}: ${hours}` : null].filter(Boolean).join(' · ') || null, null);
    }
  }

  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const languages = listOf(cv.languages).flatMap((l) => {
    const code = textOf(l.language);
    const level = textOf(l.level) as keyof typeof words.languageLevel | null;
    return code ? [`${languageNames.of(code) ?? code}${level && level in words.languageLevel ? ` (${words.languageLevel[level]})` : ''}`] : [];
  });
  if (languages.length) {
    section(words.languages);
    paragraph(languages.join(words.listSeparator), STYLE.body);
  }

  const memberships = listOf(cv.memberships);
  if (memberships.length) {
    section(words.memberships);
    for (const m of memberships) {
      const since = monthOf(m.member_from, locale);
      entry(isolate(textOf(m.role_name) ?? ''), since ? `${words.since} ${since}` : null, null);
    }
  }

  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const url = textOf(cv[network]);
    return url ? [[words.network[network], url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')] as const] : [];
  });
  if (links.length) {
    section(words.social);
    for (const [label, url] of links) fact(label, url, 'ltr');
  }

  doc.end();
  return done;
}
