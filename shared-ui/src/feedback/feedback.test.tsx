import { act, screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { contrast } from '../theme/testing';
import { Alert } from './Alert';
import { ErrorPanel } from './ErrorPanel';
import { Loading, Spinner } from './Spinner';

describe('feedback', () => {
  it("ErrorPanel: a read that failed is the red alert with its title, its text and a 'Reintentar' that retries", async () => {
    const onRetry = jest.fn();
    const { user } = renderUi(<ErrorPanel title="No se pudo cargar el módulo" message="Intente de nuevo más tarde" onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'No se pudo cargar el módulo' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Intente de nuevo más tarde');
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("ErrorPanel: a send's failure is the text alone, with no heading and no button; no text, no panel", () => {
    const { rerender } = renderUi(<ErrorPanel message="El nombre ya existe" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^El nombre ya existe$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorPanel message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ErrorPanel shows its other way on beside the text', async () => {
    const onReload = jest.fn();
    const { user } = renderUi(<ErrorPanel message="Los datos cambiaron" action={<button type="button" onClick={onReload}>Recargar datos</button>} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Recargar datos' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('ErrorPanel and Alert read in WCAG 2.1 AA contrast (SPEC 2.8: the red panel on failure, the green one on success)', () => {
    renderUi(
      <>
        <ErrorPanel title="No se pudo cargar la lista" message="El nombre ya existe" />
        <Alert variant="success">Ciudad Creada con Éxito</Alert>
      </>,
    );
    const panel = screen.getByRole('alert');
    expect(panel).toHaveStyle({ backgroundColor: '#fdecea', borderLeftColor: '#c62828' });
    const background = getComputedStyle(panel).backgroundColor;
    expect(contrast(getComputedStyle(panel).color, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(getComputedStyle(screen.getByRole('heading')).color, background)).toBeGreaterThanOrEqual(4.5);
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
        <ErrorPanel message="La factura ya existe" focusIfLost />
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

  it('ErrorPanel calmOffline: a failed send is the red alert online; one that failed with no network is a calm note, and stays one when the network returns', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const text = 'Esta acción necesita conexión a internet. Inténtelo de nuevo cuando vuelva la señal.';
    const { rerender } = renderUi(<ErrorPanel message="El nombre ya existe" calmOffline />);
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre ya existe');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    rerender(<ErrorPanel message={text} calmOffline />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);

    rerender(<ErrorPanel message={null} calmOffline />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it("ErrorPanel without calmOffline stays the red alert offline ('Ingresar Venta': its failures offline are real)", () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderUi(<ErrorPanel message="No se pudo guardar la venta en este equipo" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar la venta en este equipo');
    onLine.mockRestore();
  });
});
