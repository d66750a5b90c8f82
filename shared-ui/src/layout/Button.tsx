import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'rose' | 'default' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $round: boolean; $block: boolean; $justIcon: boolean };

const paddings: Record<ButtonSize, (t: DefaultTheme) => string> = {
  sm: (t) => `${t.space.xs} ${t.space.md}`,
  md: (t) => `${t.space.sm} ${t.space.lg}`,
  lg: (t) => `${t.space.md} ${t.space.xl}`,
};
const fontSizes: Record<ButtonSize, (t: DefaultTheme) => string> = {
  sm: (t) => t.fonts.sizes.xs,
  md: (t) => t.fonts.sizes.xs,
  lg: (t) => t.fonts.sizes.sm,
};

function fill(t: DefaultTheme, v: ButtonVariant): string {
  return v === 'default' ? t.colors.gray : v === 'link' ? 'transparent' : t.colors[v];
}

// Style functions split by concern (STYLE.md, Zendesk Garden's StyledButton).
const colourStyles = css<StyleProps>`
  background: ${({ theme, $variant }) => fill(theme, $variant)};
  color: ${({ theme, $variant }) => ($variant === 'link' ? theme.colors.link : theme.colors.white)};
  box-shadow: ${({ theme, $variant }) => ($variant === 'link' ? 'none' : theme.shadows.card)};
  &:hover:not(:disabled) {
    box-shadow: ${({ theme, $variant }) => ($variant === 'link' ? 'none' : theme.shadows.raised)};
    text-decoration: ${({ $variant }) => ($variant === 'link' ? 'underline' : 'none')};
  }
`;

const sizeStyles = css<StyleProps>`
  padding: ${({ theme, $size, $justIcon }) => ($justIcon ? theme.space.xs : paddings[$size](theme))};
  font-size: ${({ theme, $size }) => fontSizes[$size](theme)};
  border-radius: ${({ theme, $round, $justIcon }) => ($justIcon ? theme.radii.circle : $round ? theme.radii.round : theme.radii.sm)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
`;

export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs};
  border: none;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  /* SPEC texts ('Sí, borrar!', 'Exportar a CSV') are shown as written, not upper-cased. */
  text-decoration: none;
  letter-spacing: 0;
  line-height: ${({ theme }) => theme.fonts.lineHeight};
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  ${colourStyles}
  ${sizeStyles}
  &:disabled { opacity: 0.65; cursor: not-allowed; }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** rounded pill, as Material Dashboard's "round" buttons */
  round?: boolean;
  block?: boolean;
  /** a round icon-only button: give it an aria-label */
  justIcon?: boolean;
}

function look({ variant = 'primary', size = 'md', round = false, block = false, justIcon = false }: ButtonLookProps): StyleProps {
  return { $variant: variant, $size: size, $round: round, $block: block, $justIcon: justIcon };
}

export type ButtonProps = ButtonLookProps & ButtonHTMLAttributes<HTMLButtonElement> & { children?: ReactNode };

/** A native button (type="button" unless told), with the portal's variants and sizes. */
export function Button({ variant, size, round, block, justIcon, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} {...look({ variant, size, round, block, justIcon })} {...rest} />;
}

export type ButtonLinkProps = ButtonLookProps & LinkProps;

/** A router link drawn as a button (e.g. 'Crear Ciudad', a row's edit action). */
export function ButtonLink({ variant, size, round, block, justIcon, ...rest }: ButtonLinkProps) {
  return <StyledLink {...look({ variant, size, round, block, justIcon })} {...rest} />;
}
