import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderReview } from './testing/render-review';

test.each([
  ['/admin/confirm-redeem/3', 'Ver Solicitud'],
  ['/admin/invoice-details/9', 'Detalle de Factura'],
])("%s shows 'Pantalla en construcción' under its title", (path, title) => {
  installFakeApi({});
  renderReview(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
});
