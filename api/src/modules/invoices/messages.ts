// Spanish texts of the invoice calls (SPEC 7 "Invoices"). SPEC 8's are copied to the letter;
// the rest are ours.
import { INVOICE_TEXT, groupDigits } from '@portal/contract';

/** 1850000 -> '$1.850.000', as the demo history writes pesos */
const pesos = (n: number) => `$${groupDigits(Math.round(n))}`;

export const INVOICE_MSG = {
  // SPEC 8
  created: (points: number) => `Factura Creada con Éxito, Se le han agregado ${points} puntos`,
  approved: 'Factura Aprobada',
  rejected: 'Factura Rechazada',

  /** the answer to a claim in dispute (201); SPEC 8's text above stays the normal sale's */
  createdInDispute: (number: string) =>
    `La factura ${number} ya estaba registrada en esta sucursal por otro participante. Su factura quedó registrada como reclamación en disputa: ` +
    'todavía no se le han agregado puntos. Un aprobador revisará las dos facturas y decidirá cuál es válida.',
  /** the comment of an invoice rejected because the approver approved the other of its disputed pair */
  lostDispute: (number: string) =>
    `Factura en disputa: el aprobador validó otro registro de la factura ${number} en esta sucursal, así que este fue rechazado.`,

  notFound: 'La factura no existe',
  userNotFound: 'El usuario no existe',
  subsidiaryNotFound: 'La sucursal seleccionada no existe',
  tiresJson: 'El campo tires no contiene JSON válido',
  imageRequired: `Campo imagen: ${INVOICE_TEXT.selectImage}`,
  otherUser: 'No puede registrar facturas a nombre de otro usuario',
  brandNotFound: (line: number) => `Línea ${line}: la marca no existe`,
  designNotFound: (line: number) => `Línea ${line}: el diseño no existe`,
  tireNotFound: (line: number) => `Línea ${line}: la llanta (rin) no existe`,
  designOfOtherBrand: (line: number) => `Línea ${line}: el diseño no pertenece a la marca seleccionada`,
  tireOfOtherDesign: (line: number) => `Línea ${line}: la llanta (rin) no pertenece al diseño seleccionado`,
  pointsExpired: (months: number) =>
    `La fecha de venta es demasiado antigua: los puntos vencen ${months} meses después de la venta y ya estarían vencidos.`,
  duplicateNumber: (number: string) => `La factura ${number} ya fue registrada para esta sucursal.`,
  duplicateImage: 'La imagen de esta factura ya fue registrada en otra factura.',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key no es válido (de 1 a 100 caracteres visibles)',
  idempotencyKeyReused: 'El encabezado Idempotency-Key ya se usó para otra factura',
  notReviewable: (number: string, state: string) =>
    `La factura ${number} está en estado ${state}: solo se puede aprobar o rechazar una factura en estado Creada.`,

  // the warnings of 'Facturas por revisar' (contract REVIEW_WARNING), each saying why
  warningSamePhoto: (number: string) => `La misma foto está en la factura ${number}`,
  warningOtherBranch: (invoiceBranch: string, userBranch: string) =>
    `Sucursal distinta a la del participante: la factura es de ${invoiceBranch} y el participante pertenece a ${userBranch}`,
  warningManyInvoices: (count: number, hours: number) =>
    `El participante registró ${count} facturas en las ${hours} horas anteriores o posteriores a esta`,
  warningDateNearFirst: (date: string, first: string, days: number) =>
    days === 0
      ? `La fecha de venta ${date} es la primera que acepta el programa`
      : `La fecha de venta ${date} está a ${days === 1 ? '1 día' : `${days} días`} de la primera que acepta el programa (${first})`,
  warningDateNearExpiry: (date: string, days: number) =>
    days === 0
      ? `La fecha de venta ${date} es la más antigua que se aceptaba al registrar la factura: un día antes y sus puntos ya habrían vencido`
      : `La fecha de venta ${date} está a ${days === 1 ? '1 día' : `${days} días`} de la más antigua que se aceptaba al registrar la factura: ${days + 1} días antes y sus puntos ya habrían vencido`,
  /** 'number-claimed' on a claim: the first registration of its number, by another participant */
  warningClaim: (number: string, otherName: string, otherState: string) =>
    `Reclamación en disputa: ${otherName} registró antes la factura ${number} en esta sucursal (estado ${otherState}). ` +
    (otherState === 'Rechazada'
      ? 'Esa factura ya fue rechazada: aprobar esta le acredita sus puntos.'
      : 'Sus puntos no se han acreditado: aprobar esta factura le acredita sus puntos y rechaza la otra; rechazarla deja la otra como está.'),
  /** 'number-claimed' on the other side of the pair: another participant registered the same number there */
  warningClaimedByOther: (number: string, otherName: string, otherState: string) =>
    otherState === 'Aprobada'
      ? `La factura ${number} de esta sucursal también está registrada y aprobada a nombre de ${otherName}.`
      : `${otherName} también registró la factura ${number} en esta sucursal: aprobar esta rechaza la otra; rechazarla deja la otra pendiente de revisión.`,
  /** 'price-far': the total against the usual total of its tires when it was registered */
  warningPriceFar: (price: number, usual: number) => {
    const more = price > usual;
    const times = (more ? price / usual : usual / price).toFixed(1).replace('.', ',');
    return `Total lejos del precio habitual de sus llantas: la factura dice ${pesos(price)} y esas llantas suelen sumar unos ${pesos(usual)} ` +
      `en las facturas anteriores (${times} veces ${more ? 'más' : 'menos'})`;
  },
  warningDateNear: (date: string) => `La fecha de venta ${date} está cerca del límite que acepta la regla de fechas`,

  // the mail to a participant whose registration became a claim in dispute
  mailDisputeSubject: (number: string) => `Su factura ${number} quedó en disputa`,
  mailDisputeText: (name: string, number: string, points: number) =>
    [
      `Hola ${name}:`,
      '',
      `La factura ${number} ya estaba registrada en esa sucursal por otro participante, así que su registro quedó como reclamación en disputa.`,
      '',
      points > 0
        ? `Todavía no se le han agregado los ${points} puntos de esta factura: se le agregarán si un aprobador confirma que la venta es suya.`
        : 'Esta factura no suma puntos; un aprobador decidirá cuál de los dos registros es válido.',
      '',
      'Portal de Puntos',
    ].join('\n'),

  // the mail to the participant when an invoice is rejected
  mailRejectedSubject: (number: string) => `Su factura ${number} fue rechazada`,
  mailRejectedText: (name: string, number: string, comment: string, reversed: number) =>
    [
      `Hola ${name}:`,
      '',
      `Su factura ${number} fue rechazada.`,
      '',
      `Comentario: ${comment}`,
      '',
      reversed > 0
        ? `Los ${reversed} puntos que le había dado esta factura fueron descontados de su saldo.`
        : 'Esta factura no le había sumado puntos, así que su saldo no cambia.',
      '',
      'Portal de Puntos',
    ].join('\n'),
} as const;
