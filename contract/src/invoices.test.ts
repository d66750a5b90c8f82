// Colombian habits: the invoice total as people in Colombia type or paste it.
import { invoicePrice, pesosToNumber } from './invoices';

describe('pesosToNumber and the total', () => {
  it.each([
    ['1850000', 1850000],
    ['1.850.000', 1850000],
    ['$ 1.850.000', 1850000],
    ['$1.850.000', 1850000],
    ['1.850.000 COP', 1850000],
    ['  1.850.000  ', 1850000],
    ['1.850.000,00', 1850000],
    ['950', 950],
    [1850000, 1850000],
  ])('%p is %p pesos', (typed, pesos) => {
    expect(pesosToNumber(typed)).toBe(pesos);
    expect(invoicePrice.parse(typed)).toBe(pesos);
  });

  it("a total with cents is refused with its own message: '1.850.000,50'", () => {
    expect(pesosToNumber('1.850.000,50')).toBe(1850000.5);
    expect(invoicePrice.safeParse('1.850.000,50').error?.issues[0].message).toBe('El total va en pesos enteros, sin centavos');
  });

  it.each(['1,850,000', '1.85', '18.50.000', '1.850.00', 'abc', '', '-5', '12abc', '$'])('%p is no amount: Solo números', (typed) => {
    expect(invoicePrice.safeParse(typed).error?.issues[0].message).toBe('Solo números');
  });

  it('0 and a total past the limit keep their messages', () => {
    expect(invoicePrice.safeParse('0').error?.issues[0].message).toBe('El total debe ser al menos 1');
    expect(invoicePrice.safeParse('999.999.999.999.999').error?.issues[0].message).toBe('El total es demasiado grande');
  });
});
