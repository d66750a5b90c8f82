// Texts of the storage module a person may see (issue 6: private uploads).
export const STORAGE_MSG = {
  linkRefused: 'El enlace de la imagen no es válido o ya venció. Vuelva a abrir la pantalla para obtener uno nuevo.',
} as const;
