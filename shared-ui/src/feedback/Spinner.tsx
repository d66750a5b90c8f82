import styled, { keyframes } from 'styled-components';
import { messages } from '../messages';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { CenteredBlock } from './CenteredBlock';

const spin = keyframes`to { transform: rotate(360deg); }`;

type SpinnerSize = 'sm' | 'md' | 'lg';

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ theme, $size }) => theme.sizes.spinner[$size]};
  height: ${({ theme, $size }) => theme.sizes.spinner[$size]};
  border: ${({ theme }) => theme.borders.spinner} solid ${({ theme }) => theme.colors.divider};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.circle};
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinning ring; screen readers hear `label` (default 'Cargando...'). */
export function Spinner({ label = messages.loading, size = 'md' }: { label?: string; size?: SpinnerSize }) {
  return (
    <span role="status">
      <Ring $size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** A centred spinner with its label written under it (SPEC 2.7 passes 'Loading...'). */
export function Loading({ label = messages.loading }: { label?: string }) {
  return (
    <CenteredBlock role="status">
      <Ring $size="md" aria-hidden />
      <span>{label}</span>
    </CenteredBlock>
  );
}
