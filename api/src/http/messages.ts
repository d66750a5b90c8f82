// Spanish texts of the transport protections; the rest live in ../messages.ts.
export const HTTP_MSG = {
  /** overload (@fastify/under-pressure): 503 + Retry-After instead of a growing queue */
  overloaded: 'El portal está atendiendo demasiadas peticiones en este momento. Inténtelo de nuevo en unos segundos.',
} as const;
