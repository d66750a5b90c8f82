import {
  capitalize, capitalizeName, REDEMPTION_APPROVED_STATES, REDEMPTION_BOUGHT_STATES, REDEMPTION_OPEN_STATES, REDEMPTION_STATE, REDEMPTION_STATE_ORDER, redemptionStateLabel,
} from './states';

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

describe('redemption states (SPEC 4, SPEC 1/9)', () => {
  it('shows each stored state by its Spanish label; the purchase, stored confirmado, reads Comprado', () => {
    expect(REDEMPTION_STATE_ORDER.map(redemptionStateLabel)).toEqual([
      'Espera', 'Aprobado', 'Rechazado', 'Comprado', 'Despachado', 'Entregado', 'Cancelado', 'No entregado', 'Reclamo',
    ]);
    expect(REDEMPTION_STATE.CONFIRMED).toBe('confirmado');
    expect(redemptionStateLabel(null)).toBe('');
  });

  it("the points report's counts (SPEC 3): every request is waiting, rejected or approved, once; the bought ones wherever their prize is", () => {
    for (const state of REDEMPTION_STATE_ORDER) {
      expect([state === 'espera', state === 'rechazado', REDEMPTION_APPROVED_STATES.includes(state)].filter(Boolean)).toHaveLength(1);
    }
    expect(REDEMPTION_BOUGHT_STATES).toEqual(['confirmado', 'despachado', 'entregado', 'no_entregado', 'reclamo']);
  });

  it('counts a prize as still owed until it is delivered, cancelled or rejected', () => {
    expect(REDEMPTION_OPEN_STATES).toEqual(['espera', 'aprobado', 'confirmado', 'despachado', 'no_entregado', 'reclamo']);
  });
});
