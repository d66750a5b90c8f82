import styled from 'styled-components';
import type { Tone } from '../theme/theme';

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Track = styled.div`
  flex: 1 1 auto;
  height: ${({ theme }) => theme.sizes.progressHeight};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.divider};
  overflow: hidden;
`;

const Bar = styled.div<{ $percent: number; $tone: Tone }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

const Percent = styled.span`
  flex: 0 0 auto;
  text-align: end;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProgressBarProps {
  /** 0..100; values outside are clamped, fractions rounded */
  value: number;
  /** what is progressing, e.g. 'Progreso de carga' (the bar's accessible name) */
  label: string;
  tone?: Tone;
}

/** A determinate progress bar with its percentage written beside it (an upload, a long send). */
export function ProgressBar({ value, label, tone = 'info' }: ProgressBarProps) {
  const percent = Math.round(Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0)));
  return (
    <Frame>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <Bar $percent={percent} $tone={tone} />
      </Track>
      <Percent aria-hidden>{percent}%</Percent>
    </Frame>
  );
}
