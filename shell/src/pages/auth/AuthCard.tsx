import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, type IconName } from '@portal/shared-ui';

const Narrow = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.authCard};
`;

/** The card every /auth page sits in. */
export function AuthCard({ title, subtitle, icon = 'person', children }: { title: string; subtitle?: string; icon?: IconName; children: ReactNode }) {
  return (
    <Narrow>
      <Card>
        <CardHeader title={title} subtitle={subtitle} icon={icon} color="rose" />
        <CardBody>{children}</CardBody>
      </Card>
    </Narrow>
  );
}
