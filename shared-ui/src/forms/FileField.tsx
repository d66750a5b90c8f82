import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ProgressBar } from '../feedback/ProgressBar';
import { messages } from '../messages';
import { Button } from '../layout/Button';
import { Icon } from '../layout/Icon';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

const Preview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  max-width: ${({ theme }) => theme.sizes.previewMaxWidth};
  min-height: ${({ theme }) => theme.sizes.cardIcon};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img { display: block; width: 100%; height: auto; max-height: ${({ theme }) => theme.sizes.previewMaxHeight}; object-fit: contain; }
`;


/** A preview URL for a picked file, released when the file changes (jsdom has no object URLs). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

export interface FileFieldProps {
  label: ReactNode;
  name: string;
  /** the newly picked file, if any */
  file: File | null;
  onChange(file: File | null): void;
  onBlur?(): void;
  /** the image already saved (edit screens), shown until a new one is picked */
  currentUrl?: string | null;
  accept?: string;
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  /** 0..100 while uploading; null/undefined hides the bar */
  progress?: number | null;
  /** shows 'Quitar imagen' (SPEC 2.6: the profile photo may be deleted) */
  onRemove?(): void;
  id?: string;
}

/** Image picker with preview and upload progress, with the field states of SPEC 4. memo: issue 24. */
export const FileField = memo(function FileField(props: FileFieldProps) {
  const { label, name, file, onChange, onBlur, currentUrl, accept = 'image/*', error, touched, disabled, progress, onRemove, id } = props;
  const input = useRef<HTMLInputElement>(null);
  const pickedUrl = useObjectUrl(file);
  const shownUrl = pickedUrl ?? (file ? null : currentUrl ?? null);
  const state = fieldState(file ?? currentUrl, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(file), id);
  const hasImage = Boolean(file || currentUrl);

  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={file?.name}>
      <Preview>{shownUrl ? <img src={shownUrl} alt={messages.form.preview} /> : <Icon name="image" size="xl" />}</Preview>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          id={inputId}
          name={name}
          accept={accept}
          disabled={disabled}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            // the same file picked again must fire onChange again
            e.target.value = '';
          }}
          onBlur={() => onBlur?.()}
          {...aria}
        />
      </VisuallyHidden>
      <Button variant="rose" round size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {hasImage ? messages.form.changeImage : messages.form.selectImage}
      </Button>
      {onRemove && hasImage && (
        <Button variant="danger" round size="sm" disabled={disabled} onClick={onRemove}>
          {messages.form.removeImage}
        </Button>
      )}
      {progress !== null && progress !== undefined && (
        <ProgressBar value={progress} label={messages.form.uploadProgress} />
      )}
    </FieldFrame>
  );
});
