// SPEC 2.4 /admin/contact 'Contáctanos': opens the external contact link at once and goes back.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE } from '@portal/contract';
import { getPortalConfig } from '@portal/shared-auth';
import { Card, CardBody } from '@portal/shared-ui';
import { messages } from '../messages';

/** Opens the contact link in a new tab; false when the browser blocked the window. */
export function openContact(): boolean {
  // Without 'noopener' in the features so a blocked window can be told apart (null); the opener is cut by hand.
  const win = window.open(getPortalConfig().contactUrl, '_blank');
  if (!win) return false;
  win.opener = null;
  return true;
}

export function ContactPage() {
  const navigate = useNavigate();
  const opened = useRef(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; one tab is enough.
    if (opened.current) return;
    opened.current = true;
    if (!openContact()) {
      setBlocked(true);
      return;
    }
    // react-router keeps the history index in history.state: with nothing behind, go home instead.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(DEFAULT_ROUTE, { replace: true });
  }, [navigate]);

  return (
    <Card>
      <CardBody>
        <p>{messages.contact.opening}</p>
        {blocked && (
          <p>
            <a href={getPortalConfig().contactUrl} target="_blank" rel="noopener noreferrer">
              {messages.contact.link}
            </a>
          </p>
        )}
      </CardBody>
    </Card>
  );
}
