// The order of names in the portal's selects and tables (compare-text.ts): the Spanish way.
import { byName, compareText } from './compare-text';

test('names in Spanish order: capitals and accents aside, ñ after n, numbers by their value', () => {
  const names = ['Sucursal 10', 'oso', 'Ñandú', 'Nube', 'Árbol', 'arena', 'Sucursal 2', 'Bogotá', 'bogota norte'];
  expect(byName(names.map((name) => ({ name }))).map((n) => n.name)).toEqual([
    'Árbol', 'arena', 'Bogotá', 'bogota norte', 'Nube', 'Ñandú', 'oso', 'Sucursal 2', 'Sucursal 10',
  ]);
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
