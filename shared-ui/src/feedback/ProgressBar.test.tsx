import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with its rounded percentage, written beside it', () => {
    renderUi(<ProgressBar value={41.6} label="Progreso de carga" />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso de carga' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    renderUi(
      <>
        <ProgressBar value={140} label="Arriba" />
        <ProgressBar value={-5} label="Abajo" />
        <ProgressBar value={Number.NaN} label="Sin dato" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Arriba' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Abajo' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Sin dato' })).toHaveAttribute('aria-valuenow', '0');
  });
});
