import { Card, CardBody, CardHeader, EmptyState } from '@portal/shared-ui';
import { messages } from '../messages';

/** A route of the team brief whose screen comes in a later issue: its SPEC title and a notice. */
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
