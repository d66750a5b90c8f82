import { Card, CardBody, CardHeader, EmptyState } from '@portal/shared-ui';
import { remoteKitMessages as messages } from './messages';

/** A route of PORTAL_ROUTES whose screen comes in a later issue: its title and a notice. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Card aria-label={title}>
      <CardHeader title={title} icon="warning" color="warning" />
      <CardBody>
        <EmptyState icon="warning">
          <strong>{messages.placeholder.notice}</strong>
          <br />
          {messages.placeholder.detail}
        </EmptyState>
      </CardBody>
    </Card>
  );
}
