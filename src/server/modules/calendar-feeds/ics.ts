// iCalendar (RFC 5545) for absence feeds: all-day events, CRLF line ends, lines folded at 75 octets, text escaped.
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';

export type IcsEvent = { uid: string; startDate: string; endDate: string; summary: string; updatedAt: string };

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');
const compactInstant = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildCalendar(name: string, events: readonly IcsEvent[], now: Date = new Date()): string {
  const stamp = compactInstant(now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Absence platform//Absence feed//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Zurich',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${compactInstant(event.updatedAt)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
      // DTEND of an all-day event is exclusive: the day after the last day.
      `DTEND;VALUE=DATE:${compactDate(fromEpochDay(toEpochDay(event.endDate) + 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:TRANSPARENT',
      'CLASS:CONFIDENTIAL',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
