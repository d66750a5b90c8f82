import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CARD_IMAGE_BOX, PRODUCT_PICTURE_SIZES, type Product } from '@portal/contract';
import { assetUrl, useSession } from '@portal/shared-auth';
import {
  Alert, Button, ButtonLink, Card, CardBody, CardFooter, CardHeader, Dialog, ErrorPanel, Icon, Loading, NeedsConnectionNote, ResponsiveImage, useOnline,
  useRedirectAfterSuccess,
} from '@portal/shared-ui';
import { pointsMissing } from '../../../lib/format';
import { messages } from '../../../messages';
import { linkedPaths, participantPaths } from '../../../paths';
import { isProductId, useProduct } from '../api/get-product';
import { useRedeemProduct } from '../api/redeem-product';

const text = messages.redeem;

// one column on a phone; picture beside the figures from 600 px (a picture and a text side by side, not a field grid)
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.smUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stripe};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.xl};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Category = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.dl`
  margin: 0;
`;

const Figure = styled.div<{ $strong?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.divider};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fonts.weights.bold : theme.fonts.weights.regular)};
  dt { color: ${({ theme }) => theme.colors.text}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.heading}; }
`;

const Cost = styled.dd`
  && { color: ${({ theme }) => theme.colors.primary}; }
`;

const Reason = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  svg { flex: 0 0 auto; color: ${({ theme }) => theme.colors.warning}; }
`;

function ProductNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <>
      <ErrorPanel title={text.notFoundTitle} message={message} onRetry={onRetry} />
      <ButtonLink to={participantPaths.products} variant="default" round>
        {text.backToCatalogue}
      </ButtonLink>
    </>
  );
}

function RedeemCard({ product }: { product: Product }) {
  const reasonId = useId();
  const online = useOnline();
  const balance = useSession((s) => s.user?.points ?? 0);
  const setPoints = useSession((s) => s.setPoints);
  const { submit, sending, error, answer } = useRedeemProduct();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  // one tap on 'Redimir' only asks; 'Sí, redimir' spends the points
  const [confirming, setConfirming] = useState(false);

  // the api charges the product's `points` (docs/product/points.md: cost of a product)
  const cost = product.points;
  const missing = pointsMissing(balance, cost);
  const done = answer !== null;
  const src = assetUrl(product.image);

  const redeem = async () => {
    setConfirming(false);
    const result = await submit(product.id);
    if (!result) return;
    // the sidebar's balance changes at once, without waiting for a session check
    setPoints(result.currentPoints);
    // SPEC 9: after a successful action, the next screen after 3 s: the request, in Espera
    redirectAfterSuccess(linkedPaths.redeemList);
  };

  return (
    <Card>
      <CardHeader title={text.title} icon="store" color="success" />
      <CardBody>
        <Layout>
          <Picture>
            {/* WebP at the size drawn (some 6 KB on a phone, not the 40 KB original) */}
            {src ? (
              <ResponsiveImage kind="card" src={src} alt={product.name} {...CARD_IMAGE_BOX} sizes={PRODUCT_PICTURE_SIZES} />
            ) : (
              <Icon name="image" title={text.noImage} size="xl" />
            )}
          </Picture>
          <div>
            <Name>{product.name}</Name>
            {product.product_category && <Category>{product.product_category.name}</Category>}
            <Figures aria-label={text.figures}>
              <Figure>
                <dt>{text.cost}</dt>
                <Cost>{text.points(cost)}</Cost>
              </Figure>
              <Figure>
                <dt>{text.balance}</dt>
                <dd>{text.points(balance)}</dd>
              </Figure>
              {!done && missing === 0 && (
                <Figure $strong>
                  <dt>{text.after}</dt>
                  <dd>{text.points(balance - cost)}</dd>
                </Figure>
              )}
            </Figures>
            {!done && missing > 0 && (
              <Reason id={reasonId}>
                <Icon name="warning" />
                {text.short(missing)}
              </Reason>
            )}
            {/* the question gives the focus back to 'Redimir', disabled while the request is sent: the answer takes it */}
            <ErrorPanel message={error} focusIfLost calmOffline />
            {answer && <Alert variant="success" focusIfLost>{answer.detail || messages.redeem.redeemed(product.name)}</Alert>}
            {/* a redemption needs the api; with no signal it says so instead of failing */}
            {!done && <NeedsConnectionNote />}
          </div>
        </Layout>
      </CardBody>
      <CardFooter>
        <ButtonLink to={participantPaths.products} variant="default" round>
          {text.backToCatalogue}
        </ButtonLink>
        <Button
          variant="success"
          round
          onClick={() => setConfirming(true)}
          disabled={missing > 0 || sending || done || !online}
          aria-busy={sending}
          aria-describedby={!done && missing > 0 ? reasonId : undefined}
        >
          {sending ? text.sending : text.redeem}
        </Button>
      </CardFooter>
      <Dialog
        open={confirming}
        tone="warning"
        title={text.confirmTitle}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="success" onClick={() => void redeem()}>
              {text.confirm}
            </Button>
            {/* the safe default: Enter right away cancels; closing gives the focus back to 'Redimir' */}
            <Button variant="danger" onClick={() => setConfirming(false)} data-autofocus>
              {text.cancel}
            </Button>
          </>
        }
      >
        <p>{text.confirmBody(cost, balance - cost)}</p>
      </Dialog>
    </Card>
  );
}

/** /admin/redeem-product/{id} 'Redimir Producto' (SPEC 2.12): the product, the balance before and after, and the request. */
export function RedeemProduct() {
  const { id } = useParams();
  const { data: product, loading, error, reload } = useProduct(id);

  if (!isProductId(id)) return <ProductNotFound message={text.notFound} />;
  if (error) return <ProductNotFound message={error} onRetry={reload} />;
  if (loading || !product) return <Loading label={text.loading} />;
  // a new product starts a fresh request (no answer of the previous one left on screen)
  return <RedeemCard key={product.id} product={product} />;
}
