import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/theme';
import { Icon, isIconName, type IconName } from './Icon';

export const Card = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  flex: 1 1 auto;
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.md}`};
  border-top: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.divider};
`;

const HeaderRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

const IconBox = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.cardIcon};
  height: ${({ theme }) => theme.sizes.cardIcon};
  margin-top: -${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.gradients[$tone]};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.white};
`;

const Titles = styled.div`
  flex: 1 1 auto;
  padding-top: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.light};
  color: ${({ theme }) => theme.colors.heading};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** a name from the portal's icon set, or any node */
  icon?: IconName | ReactNode;
  /** colour of the icon box (Material Dashboard's coloured card header) */
  color?: Tone;
  subtitle?: ReactNode;
  /** buttons on the right of the title, e.g. 'Exportar a CSV' or a create link */
  actions?: ReactNode;
  /** id of the title, to label a table or a form with it */
  titleId?: string;
}

/** Coloured icon box + title, as the original product's cards. */
export function CardHeader({ title, icon = 'list', color = 'primary', subtitle, actions, titleId, ...rest }: CardHeaderProps) {
  return (
    <HeaderRow {...rest}>
      {icon !== null && <IconBox $tone={color}>{isIconName(icon) ? <Icon name={icon} /> : icon}</IconBox>}
      <Titles>
        <Title id={titleId}>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </HeaderRow>
  );
}

const H1 = styled.h1`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fonts.sizes.xl};
  font-weight: ${({ theme }) => theme.fonts.weights.light};
  color: ${({ theme }) => theme.colors.heading};
`;

/** The screen's main heading (h1), with an optional line under it. */
export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div>
      <H1>{children}</H1>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </div>
  );
}
