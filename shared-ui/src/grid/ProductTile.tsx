// One product as a card of a grid (SPEC 2.8 'Lista de Productos', SPEC 2.12 catalogue): picture,
// name, category and points, then what the screen adds (a note, a 'Redimir' footer, edit and
// delete over the picture). The participant's catalogue and the administrator's grid show the
// same card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CARD_IMAGE_BOX } from '@portal/contract';
import { Icon } from '../layout/Icon';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useIsFirstCard } from './CardGrid';

export const ProductTileArticle = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.stripe};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Name = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Category = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fonts.weights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface ProductTileProps {
  name: string;
  /** the picture's URL; null shows an image icon titled `noImageText` */
  imageSrc: string | null;
  noImageText: string;
  /** the category's name; left out when null */
  category: string | null;
  /** e.g. '3.500 puntos' */
  pointsText: string;
  /** more lines under the points */
  children?: ReactNode;
  /** under the body (the catalogue's 'Redimir') */
  footer?: ReactNode;
  /** over the picture (the administrator's edit and delete) */
  overlay?: ReactNode;
}

export function ProductTile({ name, imageSrc, noImageText, category, pointsText, children, footer, overlay }: ProductTileProps) {
  const firstCard = useIsFirstCard();
  return (
    <ProductTileArticle aria-label={name}>
      <Picture>
        {/* WebP at the card's size (400 / 800 wide), lazily but for the first card; the original as the fallback */}
        {imageSrc ? <ResponsiveImage kind="card" src={imageSrc} alt={name} {...CARD_IMAGE_BOX} priority={firstCard} /> : <Icon name="image" title={noImageText} size="xl" />}
      </Picture>
      <Body>
        <Name>{name}</Name>
        {category !== null && <Category>{category}</Category>}
        <Points>{pointsText}</Points>
        {children}
      </Body>
      {footer}
      {overlay}
    </ProductTileArticle>
  );
}
