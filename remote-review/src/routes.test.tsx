import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderReview } from './testing/render-review';

test.each([
  ['/admin/confirm-redeem/3', 'No se pudo abrir la solicitud'],
  ['/admin/invoice-details/9', 'Factura no encontrada'],
])('%s is a built screen (no placeholder): an unknown id shows a Spanish panel', async (path, title) => {
  installFakeApi({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderReview(path);
  expect(await screen.findByRole('alert')).toHaveTextContent(title);
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});
