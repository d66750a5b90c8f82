// The Spanish texts of the slide screens (SPEC 2.7, SPEC 3 Slide, SPEC 5 "Slides"): SPEC's to the
// letter, ours clear and specific. SPEC 8's success text and delete title are the remote's
// (src/messages.ts), the position names and field messages the contract's (SLIDE_TEXT).

export const slideTexts = {
  listTitle: 'Lista de Slides',
  createTitle: 'Ingresar Slide',
  createButton: 'Ingresar Slide',
  /** SPEC 2.7 columns: #, image, path, position, index/order, show yes/no, responsive yes/no, options */
  columns: {
    id: '#',
    image: 'Imagen',
    path: 'Ruta',
    position: 'Posición',
    order: 'Orden',
    show: 'Mostrar',
    responsive: 'Responsive',
    actions: 'Opciones',
  },
  yes: 'Sí',
  no: 'No',
  /** SPEC 2.7: the slides list shows 'Loading...' until slides exist */
  loading: 'Loading...',
  empty: 'No hay slides registrados',
  listFailed: 'No se pudieron cargar los slides',
  imageAlt: (id: number) => `Slide ${id}`,
  deleteNamed: (id: number) => `Borrar slide ${id}`,
  fields: {
    position: 'Posición',
    order: 'Orden',
    image: 'Imagen del slide',
    show: 'Mostrar en el inicio',
    responsive: 'Responsive (versión para celular)',
  },
  orderHint: 'Solo números: los slides de un carrusel se muestran de menor a mayor orden.',
  flagsHint:
    'Un slide responsive se muestra en el carrusel de pantallas pequeñas; sin marcar, en el de escritorio. Sin "Mostrar en el inicio" queda guardado pero no aparece.',
  uploadProgress: 'Progreso de carga del slide',
} as const;
