import styled from 'styled-components';
import { Card, CardBody, CardHeader } from '@portal/shared-ui';
import { messages } from '../messages';
import { FEATURED_TIRES } from './featuredTires';

// eight fixed tiles, as many a row as fit: not CardGrid (a paged list view, weight the home's first screen need not load)
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.featuredCard}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stripe};
  text-align: center;
  img { width: ${({ theme }) => theme.sizes.featuredImage}; height: ${({ theme }) => theme.sizes.featuredImage}; }
  h3 { margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xxs}`}; font-size: ${({ theme }) => theme.fonts.sizes.md}; font-weight: ${({ theme }) => theme.fonts.weights.medium}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Brand = styled.p`
  && { color: ${({ theme }) => theme.colors.rose}; font-weight: ${({ theme }) => theme.fonts.weights.bold}; text-transform: uppercase; }
`;

/** SPEC 2.4 /home: eight featured tires with image, title and brand. */
export function FeaturedTires() {
  return (
    <Card>
      <CardHeader title={messages.home.featured} titleId="featured-tires" icon="store" color="info" />
      <CardBody>
        <Grid aria-labelledby="featured-tires">
          {FEATURED_TIRES.map((t) => (
            <Tile key={t.title}>
              <img src={t.image} alt={t.title} width={160} height={160} />
              <h3>{t.title}</h3>
              <Brand>{t.brand}</Brand>
              <p>{t.description}</p>
            </Tile>
          ))}
        </Grid>
      </CardBody>
    </Card>
  );
}
