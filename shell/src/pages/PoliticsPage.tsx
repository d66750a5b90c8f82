// SPEC 2.4 /admin/politics 'Políticas Y Condiciones': the programme terms (SPEC 1) and the
// data-protection notice citing Ley 1581 de 2012.
import { Card, CardBody, CardHeader } from '@portal/shared-ui';
import { DATA_PROTECTION, DATA_PROTECTION_TITLE, PROGRAMME_TERMS, TERMS_TITLE } from '../legal';

export function PoliticsPage() {
  return (
    <>
      <Card>
        <CardHeader title={TERMS_TITLE} icon="list" color="rose" />
        <CardBody>
          <ol>
            {PROGRAMME_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={DATA_PROTECTION_TITLE} icon="person" color="info" />
        <CardBody>
          {DATA_PROTECTION.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </CardBody>
      </Card>
    </>
  );
}
