// An async boundary, so Module Federation can settle the shared singletons before any of them runs.
import('./bootstrap');
