// Spanish texts of the branches module (SPEC 7 "Users, branches, profiles").
export const SUBSIDIARY_MSG = {
  notFound: 'La sucursal no existe',
} as const;
