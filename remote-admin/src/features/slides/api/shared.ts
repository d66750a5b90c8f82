// SPEC 7 "Slides": what the slide writes share (contract/src/products.ts): after the create or a delete,
// the slides list and the home carousels are read again.
/** the slides list and the home carousels (GET /api/slides/position/...) are read again after a write */
export const SLIDE_READS = ['/api/slides'] as const;
