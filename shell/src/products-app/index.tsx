// Entry of the catalogue's first-screen bundle (tools/webpack/firstScreen.js, issue 12): what
// products.html loads for a fresh load of /admin/products.
import '../zodBrowser';
import { startFirstScreen } from '../first-screen/start';
import { ProductsApp } from './ProductsApp';

startFirstScreen(<ProductsApp />);
