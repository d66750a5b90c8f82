// Spanish texts of the invoice calls (SPEC 7 "Invoices"). SPEC 8's are copied to the letter;
// the rest are ours (docs/decisions.md).
import { INVOICE_TEXT } from '@portal/contract';

export const INVOICE_MSG = {
  // SPEC 8
  created: (points: number) => `Factura Creada con Éxito, Se le han agregado ${points} puntos`,
  approved: 'Factura Aprobada',
  rejected: 'Factura Rechazada',

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

  // issue 27: the warnings of 'Facturas por revisar' (contract REVIEW_WARNING), each saying why
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
  warningDateNear: (date: string) => `La fecha de venta ${date} está cerca del límite que acepta la regla de fechas`,

  // issue 8: the mail to the participant when an invoice is rejected
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
