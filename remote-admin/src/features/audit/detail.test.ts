// Every shape of audit detail the api writes reads as short lines.
import { describeDetail, shortDetail } from './detail';

test.each([
  ['a create or delete', { name: 'Bogotá' }, ['name: Bogotá']],
  ['a rename', { before: 'Bogota', after: 'Bogotá' }, ['Bogota → Bogotá']],
  ['an edit of several fields: only what changed', { before: { name: 'Primacy', brand_id: 1 }, after: { name: 'Primacy 4', brand_id: 1 } }, ['name: Primacy → Primacy 4']],
  ['a field only after', { before: { name: 'X' }, after: { name: 'X', code: 'C-1' } }, ['code: vacío → C-1']],
  ['a user edit', { changed: { points: { from: 450, to: 1200 } }, password_changed: true, points_reason: 'Premio' }, ['points: 450 → 1200', 'password_changed: sí', 'points_reason: Premio']],
  ['a review', { from: 'espera', to: 'aprobado', comment: null }, ['espera → aprobado', 'comment: vacío']],
  ['a list', { tires: [1, 2, 3] }, ['tires: 1, 2, 3']],
  ['nested values', { points: [{ profile: 2, total: 10 }] }, ['points: profile: 2, total: 10']],
  ['JSON kept as text', '{"name":"Cali"}', ['name: Cali']],
  ['plain text', 'Contraseña recuperada', ['Contraseña recuperada']],
  ['nothing', null, []],
])('%s', (_what, detail, lines) => {
  expect(describeDetail(detail)).toEqual(lines);
});

test('a long detail is cut at 80 characters with an ellipsis', () => {
  expect(shortDetail(['corto'])).toEqual({ text: 'corto', cut: false });
  const { text, cut } = shortDetail(['x'.repeat(50), 'y'.repeat(50)]);
  expect(cut).toBe(true);
  expect(text).toHaveLength(80);
  expect(text.endsWith('…')).toBe(true);
});
