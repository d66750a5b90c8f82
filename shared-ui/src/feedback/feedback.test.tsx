import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Alert } from './Alert';
import { ErrorPanel } from './ErrorPanel';
import { Loading, Spinner } from './Spinner';

describe('feedback', () => {
  it("ErrorPanel's 'Reintentar' calls onRetry", async () => {
    const onRetry = jest.fn();
    const { user } = renderUi(<ErrorPanel title="No se pudo cargar el módulo" message="Intente de nuevo más tarde" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el módulo');
    expect(screen.getByRole('alert')).toHaveTextContent('Intente de nuevo más tarde');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorPanel without onRetry has no button and a Spanish default title', () => {
    renderUi(<ErrorPanel />);
    expect(screen.getByRole('heading', { name: 'Ocurrió un error' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Alert: red danger is an alert, green success is a status (SPEC 2.8)', () => {
    renderUi(
      <>
        <Alert variant="danger">El nombre ya existe</Alert>
        <Alert variant="success">Ciudad Creada con Éxito</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre ya existe');
    expect(screen.getByRole('alert')).toHaveStyle({ backgroundColor: '#c62828' });
    expect(screen.getByRole('status')).toHaveTextContent('Ciudad Creada con Éxito');
    expect(screen.getByRole('status')).toHaveStyle({ backgroundColor: '#2e7d32' });
  });

  it("Spinner and Loading say 'Cargando...' unless told", () => {
    renderUi(
      <>
        <Spinner />
        <Loading label="Loading..." />
      </>,
    );
    const [spinner, loading] = screen.getAllByRole('status');
    expect(spinner).toHaveTextContent('Cargando...');
    expect(loading).toHaveTextContent('Loading...');
  });
});
