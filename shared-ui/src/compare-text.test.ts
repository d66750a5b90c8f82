// The order of names in the portal's selects and tables (compare-text.ts): the api's order.
import { searchKey } from '@portal/contract';
import { byName, compareText } from './compare-text';

const NAMES = ['oso', 'Ñandú', 'Nube', 'Árbol', 'arena', 'Bogotá', 'bogota norte', 'Nzeta', 'Éxito'];

test('names in Spanish order: capitals and accents aside, ñ after every n', () => {
  expect(byName(NAMES.map((name) => ({ name }))).map((n) => n.name)).toEqual([
    'Árbol', 'arena', 'Bogotá', 'bogota norte', 'Éxito', 'Nube', 'Nzeta', 'Ñandú', 'oso',
  ]);
});

test('the order the api sorts its lists by (contract searchKey, on both databases)', () => {
  const byKey = [...NAMES].sort((a, b) => (searchKey(a) < searchKey(b) ? -1 : 1));
  expect([...NAMES].sort(compareText)).toEqual(byKey);
});

test('the same name written with other capitals or accents is neither first', () => {
  expect(compareText('Medellín', 'medellin')).toBe(0);
  expect(compareText('Cali', 'Cúcuta')).toBeLessThan(0);
  expect(compareText('Pereira', 'Pasto')).toBeGreaterThan(0);
});

test('byName leaves the list it was given as it was', () => {
  const given = [{ name: 'b' }, { name: 'a' }];
  expect(byName(given).map((n) => n.name)).toEqual(['a', 'b']);
  expect(given.map((n) => n.name)).toEqual(['b', 'a']);
});
