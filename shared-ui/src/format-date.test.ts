// formatDate and formatDateTime write the portal's dates without Intl (the first
// Intl.DateTimeFormat of a page costs a phone some 100 ms), and must write exactly what
// Intl.DateTimeFormat('es') writes, less the dots the portal takes out. The zone is the
// one jest pins (America/Bogotá, tools/jest/clock.js); both sides read the same zone.
import { formatDate, formatDateTime, formatSortableDateTime } from './format';

const intlDay = new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric' });
const intlDayTime = new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const asIntl = (format: Intl.DateTimeFormat, date: Date) => format.format(date).replace(/\./g, '');

test('every day of four years, leap days too, as Intl writes it', () => {
  const wrong: string[] = [];
  for (let day = new Date(2023, 0, 1); day.getFullYear() < 2027; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    const text = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    if (formatDate(text) !== asIntl(intlDay, day)) wrong.push(`${text}: ${formatDate(text)} / ${asIntl(intlDay, day)}`);
  }
  expect(wrong.slice(0, 5)).toEqual([]);
});

test('every minute of a day, as an instant, as Intl writes it in the browser zone', () => {
  const wrong: string[] = [];
  const start = Date.UTC(2024, 8, 30, 0, 0);
  for (let minute = 0; minute < 24 * 60; minute += 1) {
    const instant = new Date(start + minute * 60_000);
    const text = instant.toISOString();
    if (formatDateTime(text) !== asIntl(intlDayTime, instant)) wrong.push(`${text}: ${formatDateTime(text)} / ${asIntl(intlDayTime, instant)}`);
  }
  expect(wrong.slice(0, 5)).toEqual([]);
});

test('what a person reads: a day, an instant in Bogotá, and nothing for a missing or broken date', () => {
  expect(formatDate('2024-03-02')).toBe('02 mar 2024');
  expect(formatDate('2024-09-15')).toBe('15 sept 2024');
  expect(formatDateTime('2024-03-02T21:45:00Z')).toBe('02 mar 2024, 16:45');
  expect(formatDateTime('2024-01-01T03:05:00Z')).toBe('31 dic 2023, 22:05');
  expect(formatSortableDateTime('2024-03-02T21:45:00Z')).toBe('2024-03-02 16:45');
  for (const missing of [null, undefined, '', 'mañana', '2024-13-45', '2023-02-29']) {
    expect(formatDate(missing)).toBe('');
    expect(formatDateTime(missing)).toBe('');
  }
});
