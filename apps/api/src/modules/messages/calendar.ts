import { INTERVIEW_TIME_ZONE } from '@tawzeef/contract';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving since 1970): Riyadh time is UTC shifted by three hours. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The moment of a day and a time in Riyadh (`2026-03-15`, `10:30`). */
export function fromRiyadh(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - RIYADH_OFFSET_MS);
}

/** A moment as a day (YYYY-MM-DD) and a time (HH:MM) in Riyadh. */
export function riyadhParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The start of the day in Riyadh that `at` falls in. */
export function riyadhMidnight(at: Date): Date {
  return fromRiyadh(riyadhParts(at).date, '00:00');
}

export interface TCalendarEvent {
  /** Stable across changes of the same interview (RFC 5545 UID), with SEQUENCE counting the changes. */
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space, never inside a UTF-8 sequence (Arabic
 * letters take two octets each) nor inside a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const riyadhStamp = (at: Date) => new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, '');

/**
 * An iCalendar file (RFC 5545) of one interview, in Asia/Riyadh with its VTIMEZONE (UTC+3, no daylight saving),
 * METHOD:PUBLISH: a file to add to a calendar, not a meeting request (which would need the two sides' addresses).
 */
export function interviewCalendar(event: TCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tawzeef//Interview invitations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${INTERVIEW_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${INTERVIEW_TIME_ZONE}:${riyadhStamp(event.start)}`,
    `DTEND;TZID=${INTERVIEW_TIME_ZONE}:${riyadhStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value is not TEXT: no escaping, but never a line break (the contract allows https URLs only).
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
