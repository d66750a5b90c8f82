// SPEC 2.1: a settings panel (a gear button in the top bar) for sidebar colour, background and image.
import { useId, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useModalFocus, type SidebarBackground, type SidebarColor } from '@portal/shared-ui';
import { messages } from '../messages';
import { SIDEBAR_BACKGROUNDS, SIDEBAR_COLORS, SIDEBAR_IMAGES, useAppearance } from './appearance';

// The gear sits at the end of the top bar, in the page's flow: floating over the page's bottom
// corner it would cover a form's 'Guardar' and a list's 'Detalles'. The panel opens under the bar.
const Gear = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.roundButton};
  height: ${({ theme }) => theme.sizes.roundButton};
  margin-inline-start: auto;
  border: none;
  border-radius: ${({ theme }) => theme.radii.circle};
  background: ${({ theme }) => theme.colors.backdrop};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
`;

const Panel = styled.section`
  position: fixed;
  top: calc(${({ theme }) => theme.sizes.topBar} + ${({ theme }) => theme.space.sm});
  inset-inline-end: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.popover};
  width: min(${({ theme }) => theme.sizes.settingsPanel}, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100vh - ${({ theme }) => theme.sizes.topBar} - ${({ theme }) => theme.space.lg});
  overflow-y: auto;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
`;

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fonts.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Swatch = styled.button<{ $fill: string }>`
  width: ${({ theme }) => theme.sizes.swatch};
  height: ${({ theme }) => theme.sizes.swatch};
  border: ${({ theme }) => theme.borders.focus} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.circle};
  background: ${({ $fill }) => $fill};
  box-shadow: 0 0 0 ${({ theme }) => theme.borders.thin} ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &[aria-pressed='true'] { box-shadow: 0 0 0 ${({ theme }) => theme.borders.focus} ${({ theme }) => theme.colors.info}; }
`;

const Thumb = styled.button<{ $src: string }>`
  width: ${({ theme }) => theme.sizes.thumb.width};
  height: ${({ theme }) => theme.sizes.thumb.height};
  padding: 0;
  border: ${({ theme }) => theme.borders.focus} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $src }) => `url("${$src}") center / cover`};
  box-shadow: 0 0 0 ${({ theme }) => theme.borders.thin} ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &[aria-pressed='true'] { box-shadow: 0 0 0 ${({ theme }) => theme.borders.focus} ${({ theme }) => theme.colors.info}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.6em" height="1.6em" fill="currentColor" aria-hidden focusable="false">
      <path d="M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.488.488 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.484.484 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96c-.22-.08-.47 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61l-2.01-1.58zM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6z" />
    </svg>
  );
}

export function SettingsPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const a = useAppearance();
  const t = messages.settings;

  // the panel is a dialog: the focus goes in, Tab stays in it, Escape closes it and the focus goes
  // back to the gear (not to <body>)
  const panel = useRef<HTMLElement>(null);
  const onPanelKeyDown = useModalFocus(panel, open, () => setOpen(false));

  return (
    <>
      <Gear type="button" aria-label={t.open} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <GearIcon />
      </Gear>
      {open && (
        <Panel id={panelId} ref={panel} role="dialog" aria-modal="true" aria-label={t.title} tabIndex={-1} onKeyDown={onPanelKeyDown}>
          <Heading>{t.title}</Heading>
          <Group>
            <legend>{t.sidebarColor}</legend>
            <Row>
              {SIDEBAR_COLORS.map((c) => (
                <SwatchFor key={c} kind="color" value={c} label={t.colors[c]} pressed={a.color === c} onPick={() => a.setColor(c)} />
              ))}
            </Row>
          </Group>
          <Group>
            <legend>{t.background}</legend>
            <Row>
              {SIDEBAR_BACKGROUNDS.map((b) => (
                <SwatchFor key={b} kind="background" value={b} label={t.backgrounds[b]} pressed={a.background === b} onPick={() => a.setBackground(b)} />
              ))}
            </Row>
          </Group>
          <Group>
            <legend>{t.image}</legend>
            <label>
              <input type="checkbox" checked={a.showImage} onChange={(e) => a.setShowImage(e.target.checked)} /> {t.showImage}
            </label>
            <Row>
              {SIDEBAR_IMAGES.map((src, i) => (
                <Thumb
                  key={src + i}
                  type="button"
                  $src={src}
                  aria-label={t.chooseImage(i + 1)}
                  aria-pressed={a.image === i}
                  disabled={!a.showImage}
                  onClick={() => a.setImage(i)}
                />
              ))}
            </Row>
          </Group>
        </Panel>
      )}
    </>
  );
}

type SwatchProps =
  | { kind: 'color'; value: SidebarColor; label: string; pressed: boolean; onPick(): void }
  | { kind: 'background'; value: SidebarBackground; label: string; pressed: boolean; onPick(): void };

function SwatchFor(props: SwatchProps) {
  const theme = useTheme();
  const fill = props.kind === 'color' ? theme.sidebar.colors[props.value] : theme.sidebar.backgrounds[props.value].background;
  return <Swatch type="button" $fill={fill} aria-label={props.label} aria-pressed={props.pressed} onClick={props.onPick} />;
}
