import styled from 'styled-components';
import type { Product } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { Button, ButtonLink, Icon } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { editProductPath } from '../../../paths';
import { productTexts as t } from '../messages';

// SPEC 2.8: edit and delete "on hover". Also shown while the card or one of its buttons has the
// keyboard focus (:focus-within), and always where there is no hover (touch screens). Hidden with
// opacity only, so the buttons stay in the tab order and a keyboard user reaches them.
const Actions = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.transitions.fast};
  @media (hover: none) {
    opacity: 1;
  }
`;

const Article = styled.article`
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
  &:hover ${Actions}, &:focus-within ${Actions} {
    opacity: 1;
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

/** One product of 'Lista de Productos' (SPEC 2.8): image, name, category name, points, edit and delete. */
export function ProductCard({ product, onDelete }: { product: Product; onDelete(product: Product): void }) {
  const src = assetUrl(product.image);
  return (
    <Article aria-label={product.name}>
      <Picture>{src ? <img src={src} alt={product.name} loading="lazy" /> : <Icon name="image" title={t.noImage} size="xl" />}</Picture>
      <Body>
        <Name>{product.name}</Name>
        <Category>{product.product_category?.name ?? t.noCategory}</Category>
        <Points>{t.points(product.points)}</Points>
      </Body>
      <Actions>
        <ButtonLink to={editProductPath(product.id)} variant="info" size="sm" justIcon aria-label={messages.actions.editNamed(product.name)} title={messages.actions.edit}>
          <Icon name="edit" size="sm" />
        </ButtonLink>
        <Button variant="danger" size="sm" justIcon aria-label={messages.actions.deleteNamed(product.name)} title={messages.actions.delete} onClick={() => onDelete(product)}>
          <Icon name="delete" size="sm" />
        </Button>
      </Actions>
    </Article>
  );
}
