// Spanish texts of the products module (SPEC 7 "Products"). The success texts are SPEC 8's to the
// letter; the rest are ours.
import { PRODUCT_TEXT } from '@portal/contract';

const requests = (n: number) => (n === 1 ? 'tiene 1 solicitud de redención' : `tiene ${n} solicitudes de redención`);

export const PRODUCT_MSG = {
  productNotFound: 'El producto no existe',
  categoryNotFound: 'La categoría no existe',
  // docs/adr/0006-api-conventions-spec-leaves-open.md: an unknown id inside a body is a 400 naming the field
  categoryOfBodyNotFound: 'Campo categoría: la categoría seleccionada no existe',
  imageRequired: `Campo imagen: ${PRODUCT_TEXT.selectImage}`,
  // SPEC 8
  created: 'Producto creado exitosamente',
  updated: (name: string) => `Producto ${name} editado con éxito`,
  deleted: (name: string) => `Producto ${name} eliminado`,
  // nothing in use is lost
  inUse: (name: string, requestCount: number) =>
    `No se puede eliminar el producto ${name}: ${requests(requestCount)}, que deben conservar el producto pedido.`,
  // docs/adr/0007-versioned-edits.md: a save over a newer version
  stale: 'El producto fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
  // a multipart body cut short or without its boundary (busboy's own errors are English and untyped)
} as const;
