// Every screen at 1366x900: a screenshot of each, no sideways scroll, no axe-core violation (gallery.ts).
import { galleryAt } from './gallery';
import { usePortal } from './harness';

galleryAt(usePortal(), 'desktop');
