// Module Federation: the shared singletons (react, router, shared-auth...) are negotiated before any
// of them is evaluated, so the real start lives behind this dynamic import (TOOLCHAIN).
void import('./bootstrap');
