// Every Spanish text the admin remote shows, side by side with SPEC.md. SPEC's success texts and
// delete titles come from shared-ui (successMessages, deleteTexts), written once for the portal.

export const messages = {
  actions: {
    save: 'Guardar',
    saving: 'Guardando...',
    edit: 'Editar',
    delete: 'Borrar',
    /** accessible names of a row's buttons, so each row's button says whose it is */
    editNamed: (name: string) => `Editar ${name}`,
    deleteNamed: (name: string) => `Borrar ${name}`,
  },
  cities: {
    // SPEC 2.8 "Cities"
    listTitle: 'Lista de Ciudades',
    createTitle: 'Crear Ciudad',
    editTitle: 'Editar Ciudad',
    createButton: 'Crear Ciudad',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay ciudades registradas',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la ciudad',
    loading: 'Cargando ciudad...',
    loadFailed: 'No se pudo cargar la ciudad',
    listFailed: 'No se pudieron cargar las ciudades',
  },
} as const;
