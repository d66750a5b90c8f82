// The Spanish texts of the tire screens (SPEC 2.8 "Tires"). SPEC's own texts ('Llanta Creada con
// Éxito', the delete titles) are the remote's (src/messages.ts: successMessages, deleteTexts); the
// titles are the route titles of screens.ts; the form rules' messages are the contract's (tireFormSchema).
export const tireTexts = {
  listTitle: 'Lista de Llantas',
  createTitle: 'Crear Llanta',
  editTitle: 'Editar Llanta',
  createButton: 'Crear Llanta',
  empty: 'No hay llantas registradas',
  columns: { id: 'ID', name: 'Medida', code: 'Código', description: 'Descripción', design: 'Diseño', brand: 'Marca', actions: 'Acciones' },
  /** the CSV's points columns, one set per profile ('Vendedor - Puntos General') */
  csvPoints: {
    general: (profile: string) => `${profile} - Puntos General`,
    uhp: (profile: string) => `${profile} - Puntos UHP`,
    total: (profile: string) => `${profile} - Total`,
    /** when the profiles could not be read: every block of the tire in one cell */
    all: 'Puntos por perfil',
    one: (profile: string, general: number, uhp: number, total: number) => `${profile}: ${general} + ${uhp} UHP = ${total}`,
  },
  fields: {
    name: 'Medida',
    nameHint: 'La medida de la llanta, p. ej. 205/55 R16',
    code: 'Código',
    description: 'Descripción',
    design: 'Diseño',
  },
  /** SPEC 5 "Tire": design required */
  selectDesign: 'Seleccione Una Diseño',
  designsLoading: 'Cargando diseños...',
  designsFailed: 'No se pudieron cargar los diseños',
  /** the label of a design in the dropdown: its name and its brand */
  designOption: (design: string, brand: string | null | undefined) => (brand ? `${design} (${brand})` : design),
  points: {
    title: 'Puntos por perfil',
    intro: 'Los puntos que gana cada perfil por cada llanta vendida. El total es la suma de los puntos generales y UHP.',
    general: 'Puntos General',
    uhp: 'Puntos UHP',
    total: 'Total',
    /** a block whose profile is no longer in the profile list */
    unknownProfile: (id: number) => `Perfil ${id}`,
    noProfiles: 'No hay perfiles registrados: la llanta se guardará sin puntos.',
  },
  profilesFailed: 'No se pudieron cargar los perfiles',
  loading: 'Cargando llanta...',
  loadingForm: 'Cargando formulario...',
  loadFailed: 'No se pudo cargar la llanta',
  listFailed: 'No se pudieron cargar las llantas',
  /** ours: SPEC 8 has only the create text; the api answers the same words */
  edited: (name: string) => `Llanta ${name} editada con éxito`,
} as const;
