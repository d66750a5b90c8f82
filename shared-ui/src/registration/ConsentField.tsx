// SPEC 2.3: 'Aceptar políticas y condiciones' and 'Aceptar habeas data'. Ticking the box only opens
// the text; the box is set by the modal's Aceptar alone, and Cancelar (or Escape) leaves it unset.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../layout/Button';
import { CheckboxField } from '../forms/CheckboxField';
import { Dialog } from '../dialogs/Dialog';
import { messages } from '../messages';

/** the legal texts read as text, not centred as the dialog's short messages */
const LegalText = styled.div`
  text-align: start;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
`;

export interface ConsentFieldProps {
  label: string;
  name: string;
  accepted: boolean;
  /** the person's answer in the modal: true for Aceptar, false for Cancelar */
  onAnswer(accepted: boolean): void;
  error?: string | null;
  touched?: boolean;
  dialogTitle: string;
  children: ReactNode;
}

export function ConsentField({ label, name, accepted, onAnswer, error, touched, dialogTitle, children }: ConsentFieldProps) {
  const t = messages.dialog;
  const [open, setOpen] = useState(false);
  const answer = (value: boolean) => {
    setOpen(false);
    onAnswer(value);
  };
  return (
    <>
      <CheckboxField label={label} name={name} checked={accepted} error={error} touched={touched} onChange={() => setOpen(true)} />
      <Dialog
        open={open}
        title={dialogTitle}
        onClose={() => answer(false)}
        actions={
          <>
            <Button variant="success" onClick={() => answer(true)}>
              {t.accept}
            </Button>
            <Button variant="danger" onClick={() => answer(false)}>
              {t.cancel}
            </Button>
          </>
        }
      >
        <LegalText>{children}</LegalText>
      </Dialog>
    </>
  );
}
