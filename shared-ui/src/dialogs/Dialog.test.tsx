import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Dialog } from './Dialog';

function Ask({ safeDefault }: { safeDefault: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Abrir</button>
      <Dialog
        open={open}
        title="¿Seguro?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>Sí</button>
            <button type="button" onClick={() => setOpen(false)} data-autofocus={safeDefault || undefined}>Cancelar</button>
          </>
        }
      />
    </>
  );
}

describe('Dialog focus', () => {
  it('focuses the first button when none is marked', async () => {
    const { user } = renderUi(<Ask safeDefault={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Sí' })).toHaveFocus();
  });

  it('focuses the button marked data-autofocus even when it is not the first, and Escape gives the focus back', async () => {
    const { user } = renderUi(<Ask safeDefault />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
