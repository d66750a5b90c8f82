import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Alert } from './Alert';
import { ErrorPanel } from './ErrorPanel';
import { SendError } from './SendError';
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

  it('Alert with focusIfLost takes the focus when it shows and the focus is on <body>', () => {
    const { rerender } = renderUi(<Alert variant="success">Factura Creada con Éxito</Alert>);
    // without it, the panel is not a stop of the keyboard
    expect(screen.getByRole('status')).not.toHaveAttribute('tabindex');
    expect(document.body).toHaveFocus();
    rerender(<Alert variant="success" focusIfLost>Factura Creada con Éxito</Alert>);
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('Alert with focusIfLost takes the focus still on the button the action disabled', () => {
    const Decision = ({ answered }: { answered: boolean }) => (
      <>
        <button type="button" disabled={answered}>
          Aprobar
        </button>
        {answered && (
          <Alert variant="success" focusIfLost>
            Factura Aprobada
          </Alert>
        )}
      </>
    );
    const { rerender } = renderUi(<Decision answered={false} />);
    screen.getByRole('button', { name: 'Aprobar' }).focus();
    // Chromium moves a disabled button's focus to <body> at its next frame, jsdom never: the same
    // button, disabled, still has it when the answer shows
    rerender(<Decision answered />);
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('Alert with focusIfLost leaves a focus the person has where it is', () => {
    renderUi(
      <>
        <input aria-label="Número de factura" autoFocus />
        <Alert variant="danger" focusIfLost>
          La factura ya existe
        </Alert>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Número de factura' })).toHaveFocus();
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

  it('SendError: a failed send is the red alert online; one that failed with no network is a calm note, and stays one when the network returns', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const text = 'Esta acción necesita conexión a internet. Inténtelo de nuevo cuando vuelva la señal.';
    const { rerender } = renderUi(<SendError error="El nombre ya existe" />);
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre ya existe');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    rerender(<SendError error={text} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);

    rerender(<SendError error={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
