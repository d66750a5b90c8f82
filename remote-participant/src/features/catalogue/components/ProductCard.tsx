import styled from 'styled-components';
import type { Product } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { ButtonLink, Icon, ProductTile } from '@portal/shared-ui';
import { pointsMissing } from '../../../lib/format';
import { messages } from '../../../messages';
import { redeemProductPath } from '../../../paths';

// text in the body colour (orange text would be hard to read); the icon carries the warning tone
const Short = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  svg { flex: 0 0 auto; color: ${({ theme }) => theme.colors.warning}; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.sm}`};
`;

/**
 * One product of the catalogue (SPEC 2.12): image, name, category, points and 'Redimir'. A product
 * the balance does not cover says how many points are missing; 'Redimir' still opens its detail.
 */
export function ProductCard({ product, canRedeem, balance }: { product: Product; canRedeem: boolean; balance: number }) {
  const missing = canRedeem ? pointsMissing(balance, product.points) : 0;
  return (
    <ProductTile
      name={product.name}
      imageSrc={assetUrl(product.image)}
      noImageText={messages.catalogue.noImage}
      category={product.product_category?.name ?? null}
      pointsText={messages.catalogue.points(product.points)}
      footer={
        canRedeem && (
          <Footer>
            <ButtonLink to={redeemProductPath(product.id)} variant="success" size="sm" round aria-label={messages.catalogue.redeemNamed(product.name)}>
              {messages.catalogue.redeem}
            </ButtonLink>
          </Footer>
        )
      }
    >
      {missing > 0 && (
        <Short>
          <Icon name="warning" size="sm" />
          {messages.catalogue.missing(missing)}
        </Short>
      )}
    </ProductTile>
  );
}
