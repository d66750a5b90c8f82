import { groupDigits } from './grouping';

test.each([
  [0, '0'], [999, '999'], [1000, '1.000'], [1_850_000, '1.850.000'], [100_000_000, '100.000.000'], [1_000_000_000_000, '1.000.000.000.000'],
])('groupDigits(%i) is %s (Colombian grouping)', (n, text) => {
  expect(groupDigits(n)).toBe(text);
});
