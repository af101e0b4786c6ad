import { COMPANY_VIEW_FIELDS, attributeName, directionOf, enumLabel, formatMessage, languageName, phoneRun, type TEnumKind, type TLocale } from '@tawzeef/contract';
import { escapeHtml } from '../delivery/templates.ts';
import type { exportPersonalData } from './account.ts';
import { ACCOUNT_TYPES, TEXTS, VALUES } from './export-summary-copy.ts';

type TExport = Awaited<ReturnType<typeof exportPersonalData>>;
type TItem = Record<string, unknown>;

/** The profile's links, as its columns name them. */
const SOCIAL = ['linkedin', 'twitter', 'facebook', 'insta', 'snap', 'youtube', 'medium', 'site'] as const;

/** A timestamp as written in the export (ISO in the caller's time zone), shortened to day and minute. */
const when = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 16).replace('T', ' ') : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** Text that may be in either language keeps its own direction inside the page's (the cell still aligns with the page). */
const isolate = (value: unknown) => `<bdi>${escapeHtml(text(value))}</bdi>`;
const cell = (value: unknown) => `<td>${isolate(value)}</td>`;
/** A timestamp inside a sentence reads left to right in Arabic too (Unicode isolates). */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** The export as one readable HTML page in the reader's language (what the JSON holds, without the ids). */
export function renderExportSummary(data: TExport, locale: TLocale): string {
  const copy = TEXTS[locale];
  const say = (key: keyof typeof copy, params?: Record<string, string | number>) => formatMessage(locale, copy[key], params);
  const label = (kind: TEnumKind, value: unknown) => (typeof value === 'string' && value ? enumLabel(locale, kind, value as never) : '');
  const section = (title: string, body: string[]) => [`<section><h2>${escapeHtml(title)}</h2>`, ...(body.length ? body : [`<p class="none">${escapeHtml(copy.none)}</p>`]), '</section>'];
  const table = (head: string[], rows: string[][]) =>
    rows.length ? [`<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>`, ...rows.map((r) => `<tr>${r.join('')}</tr>`), '</tbody></table>'] : [];
  const pair = (name: string, value: unknown) => `<tr><th>${escapeHtml(name)}</th>${cell(value)}</tr>`;
  const { account, cv, activity } = data;
  const cvItems = (name: string) => ((cv as Record<string, unknown>)[name] as TItem[] | undefined) ?? [];
  const value = (v: unknown) => (typeof v === 'string' ? (VALUES[locale][v] ?? v) : v);
  const profile = cv as TItem;
  const list = (items: string[]) => `<ul>${items.join('') || `<li>${escapeHtml(copy.none)}</li>`}</ul>`;
  /** A screening answer (decision 152): yes / no in the reader's words, several choices joined, none said so. */
  const answerOf = (answer: unknown) =>
    answer === null || answer === undefined ? escapeHtml(copy.notAnswered) : answer === 'yes' ? escapeHtml(copy.yes) : answer === 'no' ? escapeHtml(copy.no) : Array.isArray(answer) ? answer.map(isolate).join(locale === 'ar' ? '، ' : ', ') : isolate(answer);
  const interviewOf = (i: NonNullable<TExport['activity']['conversations'][number]['messages'][number]['interview']>) =>
    [
      `<br><b>${escapeHtml(say('interviewAt', { at: ltr(when(i.starts_at)), minutes: i.duration_minutes }))}</b>`,
      i.location ? `<br>${escapeHtml(copy.place)}: ${isolate(i.location)}` : '',
      i.video_url ? `<br>${escapeHtml(copy.link)}: ${isolate(i.video_url)}` : '',
      i.note ? `<br>${escapeHtml(copy.note)}: ${isolate(i.note)}` : '',
      `<br>${escapeHtml(copy.answer)}: ${escapeHtml(text(value(i.answer)))}${i.answered_at ? ` (${escapeHtml(ltr(when(i.answered_at)))})` : ''}`,
      i.proposed_starts_at ? `<br>${escapeHtml(copy.proposed)}: ${escapeHtml(ltr(when(i.proposed_starts_at)))}` : '',
      i.answer_note ? `<br>${isolate(i.answer_note)}` : '',
    ].join('');

  const body = [
    `<h1>${escapeHtml(copy.title)}</h1>`,
    `<p>${escapeHtml(say('intro', { at: ltr(when(data.exported_at)) }))}</p>`,
    ...section(copy.account, [
      '<table class="pairs"><tbody>',
      pair(copy.name, `${account.first_name} ${account.last_name}`.trim()),
      pair(copy.email, account.email),
      pair(copy.phone, account.phone ? phoneRun(account.phone) : ''),
      pair(copy.type, ACCOUNT_TYPES[locale][account.type] ?? account.type),
      pair(copy.created, when(account.created_at)),
      pair(copy.emailConfirmed, account.email_verified_at ? copy.yes : copy.no),
      pair(copy.phoneConfirmed, account.phone_verified_at ? copy.yes : copy.no),
      ...(['ar_first_name', 'ar_last_name', 'en_first_name', 'en_last_name'] as const).filter((k) => account[k]).map((k) => pair(attributeName(k, locale), account[k])),
      '</tbody></table>',
      `<p>${escapeHtml(say('sessions', { count: data.sessions.length }))}</p>`,
    ]),
    ...section(copy.cv, [
      '<table class="pairs"><tbody>',
      pair(copy.desiredJob, profile.job_role_title),
      pair(copy.summary, profile.summary),
      pair(copy.birthdate, profile.birthdate),
      pair(copy.birthdateCalendar, profile.birthdate_calendar === 'hijri' ? copy.hijri : profile.birthdate_calendar ? copy.gregorian : null),
      pair(copy.sex, label('sex', profile.sex)),
      pair(copy.socialStatus, label('social_status', profile.social_status)),
      pair(copy.salary, profile.expected_salary),
      pair(copy.notice, profile.notice_period),
      pair(copy.jobType, label('job_type', profile.job_type)),
      pair(copy.jobTarget, profile.job_target),
      pair(copy.majors, data.cv.prominent_majors.map((major) => major.name).join(locale === 'ar' ? '، ' : ', ')),
      '</tbody></table>',
      `<h3>${escapeHtml(copy.social)}</h3>`,
      list(SOCIAL.filter((k) => profile[k]).map((k) => `<li>${escapeHtml(attributeName(k, locale))}: ${isolate(profile[k])}</li>`)),
      `<h3>${escapeHtml(copy.languages)}</h3>`,
      list(cvItems('languages').map((l) => `<li>${isolate(languageName(locale, text(l.language)))} — ${escapeHtml(text(value(l.level)))}</li>`)),
      `<h3>${escapeHtml(copy.memberships)}</h3>`,
      list(cvItems('memberships').map((m) => `<li>${[m.role_name, m.member_from].filter(Boolean).map(isolate).join(' — ')}</li>`)),
      `<h3>${escapeHtml(copy.skills)}</h3>`,
      `<ul>${cvItems('skills').map((s) => `<li>${isolate(s.skill_name)} — ${escapeHtml(label('skill_level', s.level))}</li>`).join('') || `<li>${escapeHtml(copy.none)}</li>`}</ul>`,
      `<h3>${escapeHtml(copy.experiences)}</h3>`,
      `<ul>${
        cvItems('experiences')
          .map((e) => `<li>${isolate(e.job_title)} — ${isolate(e.company_name)} (${escapeHtml(`${ltr(text(e.start_date))} – ${e.end_date ? ltr(text(e.end_date)) : copy.present}`)})</li>`)
          .join('') || `<li>${escapeHtml(copy.none)}</li>`
      }</ul>`,
      `<h3>${escapeHtml(copy.qualifications)}</h3>`,
      `<ul>${
        cvItems('qualifications')
          .map((q) => `<li>${[label('qualification_type', q.qualification_type), text(q.study_field), text(q.university)].filter(Boolean).map(isolate).join(' — ')}</li>`)
          .join('') || `<li>${escapeHtml(copy.none)}</li>`
      }</ul>`,
      `<h3>${escapeHtml(copy.courses)}</h3>`,
      `<ul>${cvItems('courses').map((c) => `<li>${isolate(c.title)} — ${escapeHtml(label('course_type', c.type))}${c.total_hours ? ` (${escapeHtml(say('hours', { count: Number(c.total_hours) }))})` : ''}</li>`).join('') || `<li>${escapeHtml(copy.none)}</li>`}</ul>`,
      `<h3>${escapeHtml(copy.files)}</h3>`,
      `<ul>${cvItems('files').map((f) => `<li>${isolate(f.original_name)}</li>`).join('') || `<li>${escapeHtml(copy.none)}</li>`}</ul>`,
      `<h3>${escapeHtml(copy.cvFiles)}</h3>`,
      `<ul>${
        activity.cv_files.map((f) => `<li>${[f.label, f.original_name].filter((part): part is string => Boolean(part)).map(isolate).join(' — ')}${f.is_default ? ` (${escapeHtml(copy.defaultCv)})` : ''}</li>`).join('') ||
        `<li>${escapeHtml(copy.none)}</li>`
      }</ul>`,
    ]),
    ...section(copy.applications, [
      ...table(
        [copy.job, copy.company, copy.stage, copy.applied, copy.cvFileSent, copy.history],
        activity.applications.map((a) => [
          cell(a.job_title),
          cell(a.company_name ?? copy.confidential),
          cell(label('stage', a.withdrawn_at ? 'withdrawn' : a.stage)),
          cell(when(a.applied_at)),
          a.cv_file ? `<td>${[a.cv_file.label, a.cv_file.original_name].filter((part): part is string => Boolean(part)).map(isolate).join(' — ')}</td>` : cell(a.cv_file_sent ? copy.cvFileDeleted : copy.cvFileNone),
          `<td>${a.stages.map((step) => `${escapeHtml(label('stage', step.stage))} <small>${escapeHtml(ltr(when(step.at)))}</small>`).join('<br>')}</td>`,
        ]),
      ),
      ...activity.applications
        .filter((a) => a.cover_note)
        .map((a) => `<h3>${escapeHtml(copy.coverNote)} — ${isolate(a.job_title)}</h3><p class="note" dir="auto">${escapeHtml(text(a.cover_note))}</p>`),
      ...activity.applications
        .filter((a) => a.screening_answers.length > 0)
        .map((a) => `<h3>${escapeHtml(copy.answers)} — ${isolate(a.job_title)}</h3>${list(a.screening_answers.map((s) => `<li>${isolate(s.question)}: ${answerOf(s.answer)}</li>`))}`),
    ]),
    ...section(copy.savedJobs, table([copy.job, copy.company, copy.saved], activity.saved_jobs.map((s) => [cell(s.job_title), cell(s.company_name ?? copy.confidential), cell(when(s.saved_at))]))),
    ...section(
      copy.alerts,
      table(
        [copy.keywords, copy.email, copy.frequency, copy.paused],
        activity.job_alerts.map((a) => [cell(a.open_keys), cell(a.email), cell(label('alert_frequency', a.frequency)), cell(a.is_paused ? copy.yes : copy.no)]),
      ),
    ),
    ...section(
      copy.conversations,
      activity.conversations.flatMap((c) => [
        `<h3>${isolate(c.company_name)}${c.job_title ? ` — ${escapeHtml(copy.about)} ${isolate(c.job_title)}` : ''}</h3>`,
        '<ul class="messages">',
        ...c.messages.map((m) => {
          const content = m.msg_type === 'interview' ? copy.interview : m.file_name ? say('file', { name: m.file_name }) : text(m.body);
          return `<li><b>${m.from === 'me' ? escapeHtml(copy.you) : isolate(c.company_name)}</b> <small>${escapeHtml(ltr(when(m.sent_at)))}</small><br><span class="note" dir="auto">${escapeHtml(content)}</span>${m.interview ? interviewOf(m.interview) : ''}</li>`;
        }),
        '</ul>',
      ]),
    ),
    ...section(copy.cvViews, table([copy.day, copy.company, ''], activity.cv_views.map((v) => [cell(v.day), cell(v.company_name ?? copy.confidential), cell(say('views', { count: v.views }))]))),
    ...section(copy.comments, table([copy.post, copy.message, copy.status, copy.date], activity.comments.map((c) => [cell(c.post_title), cell(c.body), cell(value(c.status)), cell(when(c.created_at))]))),
    ...section(
      copy.reviews,
      activity.company_reviews.map(
        (r) =>
          `<table class="pairs"><tbody>${[
            pair(copy.company, r.company_name),
            pair(copy.reviewTitle, r.title),
            pair(copy.ratingOverall, r.rating_overall),
            pair(copy.ratingPay, r.rating_pay),
            pair(copy.ratingManagement, r.rating_management),
            pair(copy.ratingBalance, r.rating_balance),
            pair(copy.ratingGrowth, r.rating_growth),
            pair(copy.pros, r.pros),
            pair(copy.cons, r.cons),
            pair(copy.questions, r.questions),
            pair(copy.difficulty, r.difficulty),
            pair(copy.status, value(r.status)),
            pair(copy.rejection, r.rejection_reason),
            pair(copy.companyAnswer, r.company_answer),
            pair(copy.date, when(r.created_at)),
          ].join('')}</tbody></table>`,
      ),
    ),
    ...section(copy.reviewReports, table([copy.reviewTitle, copy.reason, copy.note, copy.date], activity.review_reports.map((r) => [cell(r.review_title), cell(value(r.reason)), cell(r.note), cell(when(r.created_at))]))),
    ...section(copy.commentReports, table([copy.message, copy.date], activity.comment_reports.map((r) => [cell(r.comment_body), cell(when(r.created_at))]))),
    ...section(copy.jobReports, table([copy.job, copy.reason, copy.note, copy.status, copy.date], activity.job_reports.map((r) => [cell(r.job_title), cell(value(r.reason)), cell(r.note), cell(value(r.status)), cell(when(r.created_at))]))),
    ...section(copy.messageReports, table([copy.reason, copy.note, copy.date], activity.message_reports.map((r) => [cell(value(r.reason)), cell(r.note), cell(when(r.created_at))]))),
    ...section(copy.blocked, table([copy.company, copy.date], activity.blocked_companies.map((b) => [cell(b.company_name), cell(when(b.blocked_at))]))),
    ...section(
      copy.contact,
      activity.contact_messages.map(
        (m) =>
          `<table class="pairs"><tbody>${[pair(copy.date, when(m.created_at)), pair(copy.name, m.name), pair(copy.email, m.email), pair(copy.phone, m.phone), pair(copy.subject, m.subject), pair(copy.message, m.message), pair(copy.status, value(m.status))].join('')}</tbody></table>`,
      ),
    ),
    ...section(copy.terms, table([copy.termsVersion, copy.privacyVersion, copy.accepted, ''], activity.terms_acceptances.map((a) => [cell(a.terms_version), cell(a.privacy_version), cell(when(a.accepted_at)), cell(value(a.source))]))),
    ...section(copy.signIn, table(['', copy.email, copy.date], activity.sign_in_methods.map((m) => [cell(value(m.provider)), cell(m.email), cell(when(m.linked_at))]))),
    ...section(
      copy.phoneChannels,
      table(
        [copy.channel, copy.phone, copy.carries, copy.quietHours, copy.turnedOn, copy.stopped],
        activity.phone_channels.map((c) => [
          cell(value(c.channel)),
          cell(c.phone),
          cell([c.alerts ? copy.channelAlerts : null, c.news ? copy.channelNews : null].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')),
          cell(c.quiet_hours),
          cell(when(c.opted_in_at)),
          cell(c.opted_out_at ? `${when(c.opted_out_at)} (${String(value(c.opted_out_via ?? ''))})` : ''),
        ]),
      ),
    ),
    ...section(copy.channelConsents, table([copy.channel, copy.phone, copy.consentAction, copy.consentVia, copy.date], activity.channel_consents.map((c) => [cell(value(c.channel)), cell(c.phone), cell(value(c.action)), cell(value(c.via)), cell(when(c.at))]))),
    ...section(copy.dismissedJobs, table([copy.job, copy.date], activity.dismissed_jobs.map((d) => [cell(d.job_title), cell(when(d.dismissed_at))]))),
    ...section(
      copy.weeklyMail,
      activity.recommendation_mail ? [`<table class="pairs"><tbody>${[pair(copy.onSince, when(activity.recommendation_mail.since_at)), pair(copy.lastSent, when(activity.recommendation_mail.last_sent_at))].join('')}</tbody></table>`] : [],
    ),
    ...section(copy.settings, [
      '<table class="pairs"><tbody>',
      pair(copy.messageMails, activity.mail_preferences?.message_mails === false ? copy.no : copy.yes),
      pair(
        copy.printOptions,
        (['print_nationality', 'print_birthdate', 'print_sex', 'print_drive_licence'] as const).map((k) => (activity.cv_print_options?.[k] ? copy.yes : copy.no)).join(locale === 'ar' ? '، ' : ', '),
      ),
      pair(copy.companyView, COMPANY_VIEW_FIELDS.map((field) => (activity.company_view[field] ? copy.yes : copy.no)).join(locale === 'ar' ? '، ' : ', ')),
      '</tbody></table>',
    ]),
  ];

  const dir = directionOf(locale);
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(copy.title)}</title>`,
    '<style>',
    "body{font-family:'IBM Plex Sans Arabic',Tahoma,'Segoe UI',Arial,sans-serif;line-height:1.7;color:#1f2933;max-width:860px;margin:0 auto;padding:24px 16px}",
    'h1{color:#0b6e4f}h2{border-block-end:2px solid #0b6e4f;padding-block-end:4px;margin-block-start:32px}',
    'table{border-collapse:collapse;inline-size:100%;margin-block:8px}th,td{border:1px solid #d9dee3;padding:6px 8px;text-align:start;vertical-align:top}',
    'th,td{overflow-wrap:anywhere}th{background:#f4f5f7}.pairs th{inline-size:30%}.note{white-space:pre-wrap}.none{color:#52606d}.messages{list-style:none;padding:0}.messages li{margin-block-end:12px}',
    '</style>',
    '</head>',
    `<body>`,
    ...body,
    '</body>',
    '</html>',
  ].join('\n');
}
