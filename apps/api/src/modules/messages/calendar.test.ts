import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { escapeText, foldLine, fromRiyadh, interviewCalendar } from './calendar.ts';

const event = {
  uid: 'interview-42@tawzeef.example',
  sequence: 2,
  stamp: new Date('2026-03-01T08:00:00Z'),
  start: fromRiyadh('2026-03-15', '10:30'),
  end: fromRiyadh('2026-03-15', '11:15'),
  summary: 'مقابلة: محاسب أول — شركة الأفق, الرياض; الطابق الثالث',
  description: 'أحضر بطاقة الهوية.\nThe conversation: https://tawzeef.example/messages/7 — a long line that must be folded somewhere in the middle of its Arabic and English words',
  location: 'طريق الملك فهد، الرياض',
  url: 'https://meet.example.com/abc?x=1,2',
  status: 'TENTATIVE' as const,
};

describe('the interview calendar file (RFC 5545)', () => {
  const file = interviewCalendar(event);

  it('ends every line with CRLF and keeps lines within 75 octets, never cutting a UTF-8 character', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is read back by a calendar parser (ical.js) as the same event in Asia/Riyadh', () => {
    const calendar = new ICAL.Component(ICAL.parse(file));
    const timezone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(2);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Riyadh');
    expect(vevent.startDate.zone.tzid).toBe('Asia/Riyadh');
    expect(vevent.startDate.toString()).toBe('2026-03-15T10:30:00');
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-03-15T07:30:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-03-15T08:15:00.000Z');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url')).toBe(event.url);
  });

  it('escapes text so that no value starts a new property', () => {
    expect(escapeText('a;b,c\\d\r\nEND:VCALENDAR\u0007')).toBe('a\\;b\\,c\\\\d\\nEND:VCALENDAR');
    const hostile = interviewCalendar({ ...event, summary: 'x\r\nATTENDEE:mailto:evil@example.com', location: null, url: null });
    expect(hostile).not.toMatch(/\r\nATTENDEE/);
    expect(hostile).not.toContain('LOCATION');
  });

  it('folds by octets: 40 Arabic letters (80 octets) become two lines', () => {
    const folded = foldLine(`SUMMARY:${'ع'.repeat(40)}`);
    const [head, tail] = folded.split('\r\n');
    expect(Buffer.byteLength(head!, 'utf8')).toBeLessThanOrEqual(75);
    expect(tail!.startsWith(' ')).toBe(true);
    expect(`${head}${tail!.slice(1)}`).toBe(`SUMMARY:${'ع'.repeat(40)}`);
  });
});
