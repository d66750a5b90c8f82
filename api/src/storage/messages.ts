// Texts of the storage module a person may see (private uploads).
export const STORAGE_MSG = {
  // bytes that look like an image (magic bytes) but cannot be read, or a huge canvas
  unreadableImage: 'La imagen está dañada o no se puede leer. Pruebe con otra foto (PNG, JPG, WEBP o GIF).',
  tooManyPixels: 'La imagen es demasiado grande: como máximo 50 megapíxeles (por ejemplo 8000 x 6000).',
  linkRefused: 'El enlace de la imagen no es válido o ya venció. Vuelva a abrir la pantalla para obtener uno nuevo.',
} as const;
