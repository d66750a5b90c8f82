import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { useDeleteFlow, type DeleteAnswer } from './useDeleteFlow';

/** a screen's SPEC 8 titles, as remote-admin's deleteTexts.slide gives them */
const slideTexts = { title: 'Está seguro que desea borrar este slide?', successTitle: 'Eliminado!' } as const;

interface Props {
  run: () => Promise<DeleteAnswer>;
  failureText?: string;
}

function Slides({ run, failureText }: Props) {
  const [rows, setRows] = useState([7, 8]);
  const { confirmDelete, dialogs } = useDeleteFlow();
  return (
    <div>
      <ul>
        {rows.map((id) => (
          <li key={id}>
            Slide {id}
            <button
              type="button"
              onClick={() =>
                confirmDelete({ ...slideTexts, id, run, failureText, onDeleted: () => setRows((r) => r.filter((x) => x !== id)) })
              }
            >
              Borrar {id}
            </button>
          </li>
        ))}
      </ul>
      {dialogs}
    </div>
  );
}

describe('useDeleteFlow (SPEC 4, SPEC 8)', () => {
  it('asks first, then runs the delete, names the id and removes the row', async () => {
    const run = jest.fn(async () => ({ message: 'success' }));
    const { user } = renderUi(<Slides run={run} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));

    const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar este slide?' });
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(confirm).toHaveAccessibleDescription('Después de eliminada no podrá recuperar la Información');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));

    expect(run).toHaveBeenCalledTimes(1);
    const done = await screen.findByRole('dialog', { name: 'Eliminado!' });
    expect(done).toHaveTextContent('El registro con id 7 fue eliminado.');
    expect(screen.queryByText('Slide 7')).not.toBeInTheDocument();
    expect(screen.getByText('Slide 8')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancelar runs nothing and keeps the row', async () => {
    const run = jest.fn(async () => ({ message: 'success' }));
    const { user } = renderUi(<Slides run={run} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByText('Slide 7')).toBeInTheDocument();
  });

  it('Escape cancels, and the focus returns to the button that opened the dialog', async () => {
    const run = jest.fn(async () => ({ message: 'success' }));
    const { user } = renderUi(<Slides run={run} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 8' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Borrar 8' })).toHaveFocus();
  });

  it("opens on 'Cancelar' (a safe default) and keeps the focus on its buttons while open", async () => {
    const { user } = renderUi(<Slides run={async () => ({ message: 'success' })} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    const yes = screen.getByRole('button', { name: 'Sí, borrar!' });
    const no = screen.getByRole('button', { name: 'Cancelar' });
    expect(no).toHaveFocus();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab();
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(yes).toHaveFocus();
    // Enter on the default sends nothing: the row stays
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar 7' })).toBeInTheDocument();
  });

  it("an answer other than 'success' shows 'Cancelled' with the detail and keeps the row", async () => {
    const { user } = renderUi(<Slides run={async () => ({ message: 'error', detail: 'La ciudad tiene sucursales asociadas' })} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
    const cancelled = await screen.findByRole('dialog', { name: 'Cancelled' });
    expect(cancelled).toHaveTextContent('La ciudad tiene sucursales asociadas');
    expect(screen.getByText('Slide 7')).toBeInTheDocument();
  });

  it("a thrown server error (ApiError-like) shows its detail in 'Cancelled'", async () => {
    const err = Object.assign(new Error('x'), { status: 404, detail: 'Slide no encontrado' });
    const { user } = renderUi(<Slides run={() => Promise.reject(err)} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
    expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('Slide no encontrado');
  });

  it('a network failure shows failureText when given (SPEC 8 brands) and is only logged otherwise', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, unmount } = renderUi(<Slides run={() => Promise.reject(new Error('Network Error'))} />);
    await user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
    await screen.findByText('Slide 7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    unmount();

    const again = renderUi(<Slides run={() => Promise.reject(new Error('Network Error'))} failureText="Ocurrió un error eliminando la marca. Inténtelo de nuevo." />);
    await again.user.click(screen.getByRole('button', { name: 'Borrar 7' }));
    await again.user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
    expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('Ocurrió un error eliminando la marca. Inténtelo de nuevo.');
    error.mockRestore();
  });
});
