// Every Spanish text the participant remote shows, side by side with SPEC.md.

export const messages = {
  catalogue: {
    // SPEC 2.4 / 2.12
    title: 'Catálogo de Productos',
    gridLabel: 'Productos',
    searchLabel: 'Buscar producto por nombre',
    searchPlaceholder: 'Buscar producto...',
    /** SPEC 5: the search filters only once more than 3 characters are typed */
    searchHint: 'Escriba más de 3 letras para buscar',
    empty: 'No hay productos',
    noMatches: 'Ningún producto coincide con la búsqueda',
    loading: 'Cargando productos...',
    loadFailed: 'No se pudo cargar el catálogo de productos',
    points: (points: number) => `${points.toLocaleString('es-CO')} puntos`,
    noImage: 'Producto sin imagen',
    redeem: 'Redimir',
    redeemNamed: (name: string) => `Redimir ${name}`,
  },
} as const;
