import { useState, type FormEvent } from 'react';
import { USER_TEXT } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Alert, Button, ErrorPanel, FileField, messages as uiMessages } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useChangePhoto } from '../api/change-photo';

/**
 * The profile photo change of 'Mi Perfil' (SPEC 2.4, SPEC 5 "Profile photo change"): a new image is
 * required; the answer's signed link goes into the session at once, so the sidebar shows it.
 */
export function PhotoForm({ onChanged }: { onChanged(image: string): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const { submit, sending, error, answer } = useChangePhoto();
  const setImage = useSession((s) => s.setImage);
  const missing = file === null ? USER_TEXT.selectNewPhoto : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file) {
      // SPEC 5 (last line): a failed validation is logged, nothing is sent
      console.warn(uiMessages.form.invalidConsole, { image: null });
      return;
    }
    const result = await submit(file);
    if (!result) return;
    setImage(result.image);
    onChanged(result.image);
    setFile(null);
    setTouched(false);
  };

  return (
    <form aria-label={messages.profile.photoForm} noValidate onSubmit={(e) => void save(e)}>
      <FileField
        label={messages.profile.newPhoto}
        name="image"
        file={file}
        onChange={(f) => {
          setFile(f);
          setTouched(true);
        }}
        error={missing}
        touched={touched}
        disabled={sending}
      />
      <ErrorPanel message={error} calmOffline />
      {answer && !file && <Alert variant="success">{answer.detail}</Alert>}
      <Button type="submit" variant="primary" round disabled={sending} aria-busy={sending}>
        {sending ? messages.profile.sending : messages.profile.savePhoto}
      </Button>
    </form>
  );
}
