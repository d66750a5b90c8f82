// Every Spanish text the admin remote shows, side by side with SPEC.md: the screens' own here and in
// each feature's messages.ts, SPEC 8's success texts and delete titles of the admin screens below.

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
  brands: {
    // SPEC 2.8 "Brands"
    listTitle: 'Lista de Marcas',
    createTitle: 'Crear Marca',
    editTitle: 'Editar Marca',
    createButton: 'Crear Marca',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay marcas',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la marca',
    loading: 'Cargando marca...',
    loadFailed: 'No se pudo cargar la marca',
    listFailed: 'No se pudieron cargar las marcas',
    /** SPEC 8: brand delete network failure */
    deleteFailed: 'Ocurrió un error eliminando la marca. Inténtelo de nuevo.',
  },
  designs: {
    // SPEC 2.8 "Designs": the list shows id, design, brand
    listTitle: 'Lista de Diseños',
    createTitle: 'Crear Diseño',
    editTitle: 'Editar Diseño',
    createButton: 'Crear Diseño',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay diseños registrados',
    columns: { id: 'ID', name: 'Diseño', brand: 'Marca', actions: 'Acciones' },
    nameLabel: 'Nombre del diseño',
    brandLabel: 'Marca',
    /** SPEC 5 "Design": brand required */
    selectBrand: 'Seleccione Una Marca',
    loading: 'Cargando diseño...',
    loadFailed: 'No se pudo cargar el diseño',
    listFailed: 'No se pudieron cargar los diseños',
    brandsFailed: 'No se pudieron cargar las marcas',
    /** SPEC 8 has no design-edit text: the api's own answer (api/src/modules/designs/messages.ts) */
    edited: (name: string) => `Diseño ${name} editado con éxito`,
    /** the edit screen also lists the tires of the design */
    tires: {
      title: 'Llantas de este diseño',
      columns: { name: 'Medida', code: 'Código', points: 'Puntos por perfil' },
      empty: 'Este diseño no tiene llantas',
      failed: 'No se pudieron cargar las llantas del diseño',
      /** one profile's points: general + UHP = total (SPEC 2.8 "Tires") */
      points: (profile: string, general: number, uhp: number, total: number) => `${profile}: ${general} + ${uhp} UHP = ${total}`,
    },
  },
  categories: {
    // SPEC 2.8 "Categories"
    listTitle: 'Lista de Categorias',
    createTitle: 'Crear Categoría',
    editTitle: 'Editar Categoría',
    createButton: 'Crear Categoría',
    /** SPEC 2.8 "Empty-table texts" gives the categories list 'No hay usuarios', to the letter */
    empty: 'No hay usuarios',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la categoría',
    loading: 'Cargando categoría...',
    loadFailed: 'No se pudo cargar la categoría',
    listFailed: 'No se pudieron cargar las categorías',
  },
  subsidiaries: {
    // SPEC 2.8 "Subsidiaries": the list shows id, name, city, profile
    listTitle: 'Lista de Sucursales',
    createTitle: 'Crear Sucursal',
    editTitle: 'Editar Sucursal',
    createButton: 'Crear Sucursal',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay sucursales registradas',
    columns: { id: 'ID', name: 'Nombre', city: 'Ciudad', profile: 'Perfil', actions: 'Acciones' },
    nameLabel: 'Nombre de la sucursal',
    cityLabel: 'Ciudad',
    profileLabel: 'Perfil',
    loading: 'Cargando sucursal...',
    loadFailed: 'No se pudo cargar la sucursal',
    listFailed: 'No se pudieron cargar las sucursales',
    citiesFailed: 'No se pudieron cargar las ciudades',
    profilesFailed: 'No se pudieron cargar los perfiles',
  },
  profiles: {
    // SPEC 2.8 "Profiles": the list shows id, name
    listTitle: 'Lista de Perfiles',
    createTitle: 'Crear Perfil',
    editTitle: 'Editar Perfil',
    createButton: 'Crear Perfil',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay perfiles',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre del perfil',
    loading: 'Cargando perfil...',
    loadFailed: 'No se pudo cargar el perfil',
    listFailed: 'No se pudieron cargar los perfiles',
  },
} as const;

/**
 * SPEC 8 "Success messages" of the admin screens, to the letter. A `{name}` (or N, X) in SPEC
 * becomes the function's argument.
 */
export const successMessages = {
  userEdited: (name: string) => `User ${name} editado con éxito`,
  slideCreated: 'Slide creado exitosamente',
  profileCreated: (name: string) => `Perfil ${name} Creado con Éxito`,
  profileEdited: (name: string) => `Perfil ${name} Editado con Éxito`,
  productCreated: 'Producto creado exitosamente',
  productEdited: (name: string) => `Producto ${name} editado con éxito`,
  categoryCreated: 'Categoría Creada con Éxito',
  categoryEdited: (name: string) => `Categoria ${name} editada con éxito`,
  cityCreated: 'Ciudad Creada con Éxito',
  cityEdited: (name: string) => `Ciudad ${name} editada con éxito`,
  subsidiaryCreated: 'Sucursal Creada con Éxito',
  subsidiaryEdited: (name: string) => `Sucursal ${name} editada con éxito`,
  brandCreated: (name: string) => `Marca ${name} Creado con Éxito`,
  brandEdited: (name: string) => `Marca ${name} Editado con Éxito`,
  designCreated: 'Diseño Creada con Éxito',
  tireCreated: 'Llanta Creada con Éxito',
} as const;

/**
 * SPEC 8: delete confirmation titles ("whether the user is sure") and success titles per entity.
 * The slide and tire titles are SPEC's; the others follow them. Spread into shared-ui's `confirmDelete`.
 */
export const deleteTexts = {
  slide: { title: 'Está seguro que desea borrar este slide?', successTitle: 'Eliminado!' },
  tire: { title: 'Está seguro que desea borrar esta Llanta?', successTitle: 'Eliminada!' },
  city: { title: 'Está seguro que desea borrar esta Ciudad?', successTitle: 'Eliminada!' },
  subsidiary: { title: 'Está seguro que desea borrar esta Sucursal?', successTitle: 'Eliminada!' },
  profile: { title: 'Está seguro que desea borrar este Perfil?', successTitle: 'Eliminado!' },
  brand: { title: 'Está seguro que desea borrar esta Marca?', successTitle: 'Eliminada!' },
  design: { title: 'Está seguro que desea borrar este Diseño?', successTitle: 'Eliminado!' },
  category: { title: 'Está seguro que desea borrar esta Categoría?', successTitle: 'Eliminada!' },
  product: { title: 'Está seguro que desea borrar este Producto?', successTitle: 'Eliminado!' },
  user: { title: 'Está seguro que desea borrar este Usuario?', successTitle: 'Eliminado!' },
} as const satisfies Record<string, { title: string; successTitle: 'Eliminado!' | 'Eliminada!' }>;
