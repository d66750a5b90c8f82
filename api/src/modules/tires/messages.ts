// Spanish texts of the tires module (SPEC 7 "Tires"). Ours, not SPEC 8's (docs/decisions.md "Ids":
// an unknown id is a 404 with a Spanish detail).
export const TIRE_MSG = {
  designNotFound: 'El diseño no existe',
} as const;
