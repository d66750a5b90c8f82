// Spanish texts of the redemptions module's own (the mail to the participant on each review).
// The answers of the calls (SPEC 8) stay in src/messages.ts.

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11-01' -> '1 de noviembre de 2026' */
export function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

const letter = (name: string, lines: string[]) => [`Hola ${name}:`, '', ...lines, '', 'Portal de Puntos'].join('\n');

export const REDEMPTION_MSG = {
  mailApprovedSubject: (product: string) => `Su solicitud de ${product} fue aprobada`,
  mailApprovedText: (name: string, product: string, comment: string | null) =>
    letter(name, [
      `Su solicitud de redención del producto ${product} fue aprobada.`,
      ...(comment ? ['', `Comentario: ${comment}`] : []),
      '',
      'Los puntos ya fueron descontados de su saldo; le avisaremos cuando el producto sea comprado.',
    ]),
  mailRejectedSubject: (product: string) => `Su solicitud de ${product} fue rechazada`,
  mailRejectedText: (name: string, product: string, comment: string, refunded: number) =>
    letter(name, [
      `Su solicitud de redención del producto ${product} fue rechazada.`,
      '',
      `Comentario: ${comment}`,
      '',
      `Los ${refunded} puntos de la solicitud fueron devueltos a su saldo.`,
    ]),
  mailBoughtSubject: (product: string) => `Su producto ${product} fue comprado`,
  mailBoughtText: (name: string, product: string, purchaseDate: string, buyerComment: string) =>
    letter(name, [
      `El producto ${product} de su solicitud de redención fue comprado el ${spanishDate(purchaseDate)}.`,
      '',
      `Comentario del comprador: ${buyerComment}`,
    ]),
} as const;
