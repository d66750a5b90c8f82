// Spanish texts of the designs module (SPEC 7 "Cities, brands, designs"). Ours, not SPEC 8's
// (docs/decisions.md "Ids": an unknown id is a 404 with a Spanish detail).
export const DESIGN_MSG = {
  brandNotFound: 'La marca no existe',
} as const;
