import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderParticipant } from './testing/render-participant';

test.each([
  ['/admin/register-sale', 'Ingresar Venta'],
  ['/admin/invoices-list', 'Lista de Ventas'],
  ['/admin/redeem-product/3', 'Redimir Producto'],
  ['/admin/profile-user', 'Mi Perfil'],
])("%s shows 'Pantalla en construcción' under its title", (path, title) => {
  installFakeApi({});
  renderParticipant(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
});
