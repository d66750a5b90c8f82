import styled from 'styled-components';
import type { Product } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { Button, ButtonLink, Icon, ProductTile, ProductTileArticle } from '@portal/shared-ui';
import { messages, productTexts as t } from '../../../messages';
import { editProductPath } from '../../../paths';

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
  ${ProductTileArticle}:hover &,
  ${ProductTileArticle}:focus-within & {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

/** One product of 'Lista de Productos' (SPEC 2.8): image, name, category name, points, edit and delete. */
export function ProductCard({ product, onDelete }: { product: Product; onDelete(product: Product): void }) {
  return (
    <ProductTile
      name={product.name}
      imageSrc={assetUrl(product.image)}
      noImageText={t.noImage}
      category={product.product_category?.name ?? t.noCategory}
      pointsText={t.points(product.points)}
      overlay={
        <Actions>
          <ButtonLink to={editProductPath(product.id)} variant="info" size="sm" justIcon aria-label={messages.actions.editNamed(product.name)} title={messages.actions.edit}>
            <Icon name="edit" size="sm" />
          </ButtonLink>
          <Button variant="danger" size="sm" justIcon aria-label={messages.actions.deleteNamed(product.name)} title={messages.actions.delete} onClick={() => onDelete(product)}>
            <Icon name="delete" size="sm" />
          </Button>
        </Actions>
      }
    />
  );
}
