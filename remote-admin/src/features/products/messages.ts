// The Spanish texts of the product screens (SPEC 2.8 "Products", SPEC 3, SPEC 5): SPEC's to the
// letter, ours clear and specific. SPEC 8's success texts and delete titles are the remote's (src/messages.ts).
import { formatNumber } from '@portal/shared-ui';

export const productTexts = {
  listTitle: 'Lista de Productos',
  createTitle: 'Ingresar Producto',
  editTitle: 'Editar Producto',
  createButton: 'Ingresar Producto',
  gridLabel: 'Productos',
  searchLabel: 'Buscar producto por nombre',
  searchPlaceholder: 'Buscar producto...',
  /** SPEC 5 / 9: the search applies once more than 3 characters are typed */
  searchHint: 'La búsqueda se aplica con más de 3 caracteres.',
  categoryFilterLabel: 'Categoría',
  categoryFilterPlaceholder: 'Filtrar por categoría',
  allCategories: 'Todas las categorías',
  empty: 'No hay productos registrados',
  noMatches: 'Ningún producto coincide con la búsqueda',
  loading: 'Cargando productos...',
  listFailed: 'No se pudieron cargar los productos',
  categoriesLoading: 'Cargando categorías...',
  categoriesFailed: 'No se pudieron cargar las categorías',
  noImage: 'Producto sin imagen',
  noCategory: 'Sin categoría',
  points: (n: number) => `${formatNumber(n)} puntos`,
  /** SPEC 2.8: 'Exportar a CSV' (shared-ui's text) -> productos.csv */
  exportFailed: 'No se pudo exportar la lista de productos',
  csvFile: 'productos.csv',
  /** SPEC 3 "CSV export columns for products", to the letter */
  csvHeaders: ['ID', 'Nombre', 'Puntos', 'Valor por puntos', 'Categoria', 'Valor estimado', 'Stado'],
  /** SPEC 3: the CSV shows ACTIVO or DESACTIVADO */
  active: 'ACTIVO',
  inactive: 'DESACTIVADO',
  /** the form (SPEC 3: points_value displayed as 'Costo en puntos'; estimated_value in COP) */
  fields: {
    name: 'Nombre del producto',
    points: 'Puntos',
    pointsValue: 'Costo en puntos',
    estimatedValue: 'Costo estimado (COP)',
    category: 'Categoría',
    image: 'Imagen del producto',
  },
  digitsHint: 'Escriba solo dígitos, sin puntos ni comas.',
  imageEditHint: 'Deje la imagen actual o seleccione una nueva para reemplazarla.',
  uploadProgress: 'Progreso de carga del producto',
  loadingOne: 'Cargando producto...',
  loadFailed: 'No se pudo cargar el producto',
} as const;
