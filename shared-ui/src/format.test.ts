// formatNumber writes whole numbers without Intl (its first use costs a phone 80 ms), and
// must write exactly what Intl.NumberFormat('es-CO') writes, the portal's Colombian figures.
import { formatNumber, formatSigned } from './format';

const intl = new Intl.NumberFormat('es-CO');

test.each([0, -0, 7, 999, 1000, 1234, 12345, 123456, 1234567, 7200, 1850000, -50, -1234, -1234567, 2_147_483_647, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])(
  '%d as Intl writes it in es-CO',
  (n) => {
    expect(formatNumber(n)).toBe(intl.format(n));
  },
);

test('every whole number of a wide sweep as Intl writes it', () => {
  const wrong: string[] = [];
  for (let n = -20_000; n <= 2_000_000; n += 7) if (formatNumber(n) !== intl.format(n)) wrong.push(`${n}: ${formatNumber(n)} / ${intl.format(n)}`);
  expect(wrong.slice(0, 5)).toEqual([]);
});

test('what is not a safe whole number goes to Intl: decimals, huge and broken numbers', () => {
  for (const n of [1234.5, 0.125, -1.0005, 1e21, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatNumber(n)).toBe(intl.format(n));
  expect(formatNumber(1234.5)).toBe('1.234,5');
});

test('a change of points keeps its sign', () => {
  expect([formatSigned(1200), formatSigned(-50), formatSigned(0)]).toEqual(['+1.200', '-50', '0']);
});
