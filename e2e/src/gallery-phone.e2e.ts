// Every screen at 390x844: a screenshot of each, no sideways scroll or cell out of view, no axe-core
// violation (gallery.ts). A file of its own so that CI runs it in another lane than the desktop's.
import { galleryAt } from './gallery';
import { usePortal } from './harness';

galleryAt(usePortal(), 'phone');
