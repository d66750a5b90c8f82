import { capitalize, capitalizeName } from './states';

describe('capitalised names (SPEC 2.5)', () => {
  it.each([
    ['Llantas del Norte Av. 68', 'Llantas del Norte Av. 68'],
    ['norte express', 'Norte express'],
    ['MECÁNICO', 'Mecánico'],
    ['vendedor Oro', 'Vendedor Oro'],
    ['', ''],
    [null, ''],
  ])('%p is shown %p: the first letter up, the rest as written', (stored, shown) => {
    expect(capitalizeName(stored)).toBe(shown);
  });

  it('a state is shown capitalised whatever its case (SPEC 4)', () => {
    expect(capitalize('espera')).toBe('Espera');
    expect(capitalize('APROBADO')).toBe('Aprobado');
  });
});
