// Every Spanish text the review remote shows, side by side with SPEC.md.

export const messages = {
  redeemList: {
    // SPEC 2.10
    title: 'Lista de Redenciones',
    empty: 'No ha ingresado ventas',
    columns: {
      id: 'ID',
      city: 'Ciudad',
      subsidiary: 'Punto de venta',
      product: 'Producto',
      points: 'Puntos',
      user: 'Usuario',
      identification: '# Cédula',
      createdAt: 'Fecha Creación',
      state: 'Estado',
      actions: 'Acciones',
    },
    view: 'Ver Solicitud',
    loadFailed: 'No se pudieron cargar las redenciones',
  },
} as const;
