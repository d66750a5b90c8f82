// Spanish texts of the slides module (SPEC 7 GET /api/slides/position/{up|down}/{0|1}).
export const SLIDE_MSG = {
  positionInvalid: 'Posición no válida: use up o down',
  responsiveInvalid: 'Valor no válido: use 0 (escritorio) o 1 (móvil)',
} as const;
