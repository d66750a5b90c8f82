import styled from 'styled-components';
import type { Product } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { ButtonLink, Icon } from '@portal/shared-ui';
import { pointsMissing } from '../../../lib/format';
import { messages } from '../../../messages';
import { redeemProductPath } from '../../../paths';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
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
  const src = assetUrl(product.image);
  const missing = canRedeem ? pointsMissing(balance, product.points) : 0;
  return (
    <Article aria-label={product.name}>
      <Picture>{src ? <img src={src} alt={product.name} loading="lazy" /> : <Icon name="image" title={messages.catalogue.noImage} size="xl" />}</Picture>
      <Body>
        <Name>{product.name}</Name>
        {product.product_category && <Category>{product.product_category.name}</Category>}
        <Points>{messages.catalogue.points(product.points)}</Points>
        {missing > 0 && (
          <Short>
            <Icon name="warning" size="sm" />
            {messages.catalogue.missing(missing)}
          </Short>
        )}
      </Body>
      {canRedeem && (
        <Footer>
          <ButtonLink to={redeemProductPath(product.id)} variant="success" size="sm" round aria-label={messages.catalogue.redeemNamed(product.name)}>
            {messages.catalogue.redeem}
          </ButtonLink>
        </Footer>
      )}
    </Article>
  );
}
