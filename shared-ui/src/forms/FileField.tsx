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

/**
 * Image picker with preview and upload progress, with the field states of SPEC 4. memo: a key typed
 * in another field leaves it as it is.
 */
export const FileField = memo(function FileField(props: FileFieldProps) {
  const { label, name, file, onChange, onBlur, currentUrl, accept = 'image/*', error, touched, disabled, progress, onRemove, id } = props;
  const input = useRef<HTMLInputElement>(null);
  const pickedUrl = useObjectUrl(file);
  const shownUrl = pickedUrl ?? (file ? null : currentUrl ?? null);
  const state = fieldState(file ?? currentUrl, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(file), id);
  const hasImage = Boolean(file || currentUrl);
  const preview = useRef<HTMLDivElement>(null);
  // the picture, once in, is taller than the icon it replaces and pushes the button the
  // keyboard is on down, on a phone below the screen's edge: it is brought back into view
  const keepFocusInView = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && preview.current?.parentElement?.contains(active)) active.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={file?.name}>
      <Preview ref={preview}>{shownUrl ? <img src={shownUrl} alt={messages.form.preview} onLoad={keepFocusInView} /> : <Icon name="image" size="xl" />}</Preview>
      <VisuallyHidden>
        {/* the keyboard's stop is the button below, whose focus shows; the hidden input's
            focus could not be seen (its outline is clipped away with it), so Tab passes it by */}
        <input
          ref={input}
          type="file"
          id={inputId}
          name={name}
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            // the same file picked again must fire onChange again
            e.target.value = '';
          }}
          onBlur={() => onBlur?.()}
          {...aria}
        />
      </VisuallyHidden>
      {/* the field's error and the picked file's name are read with the button too; leaving it for
          another control marks the field as visited, as leaving the input did (not the system's
          file dialog taking the window's focus: no next control then) */}
      <Button
        variant="rose"
        round
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onBlur={(e) => {
          if (e.relatedTarget) onBlur?.();
        }}
        aria-describedby={aria['aria-describedby']}
      >
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
