// Spanish texts of the slides module (SPEC 7 "Slides"). The success text is SPEC 8's to the
// letter; the rest are ours.
import { SLIDE_TEXT } from '@portal/contract';

export const SLIDE_MSG = {
  positionInvalid: 'Posición no válida: use up o down',
  responsiveInvalid: 'Valor no válido: use 0 (escritorio) o 1 (móvil)',
  notFound: 'El slide no existe',
  imageRequired: `Campo imagen: ${SLIDE_TEXT.selectImage}`,
  // SPEC 8
  created: 'Slide creado exitosamente',
  // SPEC 4 "Delete flow": the success dialog names the id
  deleted: (id: number) => `Slide ${id} eliminado`,
  // a multipart body cut short or without its boundary (busboy's own errors are English and untyped)
} as const;
