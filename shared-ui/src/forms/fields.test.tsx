import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { renderUi } from '../test-utils';
import { TextField } from './TextField';
import { SelectField } from './SelectField';
import { CheckboxField } from './CheckboxField';
import { FileField } from './FileField';
import { SearchBox } from './SearchBox';
import { messages } from '../messages';
import { useZodForm } from './useZodForm';

const schema = z.object({
  name: z.string().trim().min(5, 'Mínimo 5 caracteres'),
  city: z.string().min(1, 'Seleccione Una Ciudad'),
  terms: z.literal(true, { error: 'Requerido' }),
});

function CityForm() {
  const form = useZodForm(schema, { name: '', city: '', terms: false });
  return (
    <form>
      <TextField label="Nombre" {...form.field('name')} hint="Nombre de la ciudad" />
      <SelectField
        label="Ciudad"
        placeholder="Seleccione Una Ciudad"
        options={[
          { value: 1, label: 'Bogotá' },
          { value: 2, label: 'Cali' },
        ]}
        {...form.field('city')}
      />
      <CheckboxField
        label="Aceptar políticas y condiciones"
        name="terms"
        checked={form.values.terms}
        onChange={(v) => form.set('terms', v)}
        error={form.errors.terms}
        touched={Boolean(form.touched.terms)}
      />
    </form>
  );
}

describe('form fields: empty / success / error (SPEC 4)', () => {
  it('a text field starts empty, shows the error while too short, and the check once valid', async () => {
    const { user } = renderUi(<CityForm />);
    const name = screen.getByLabelText('Nombre');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Mínimo 5 caracteres')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Campo válido' })).not.toBeInTheDocument();

    await user.type(name, 'Cal');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Mínimo 5 caracteres Nombre de la ciudad');

    await user.type(name, 'ima');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Nombre de la ciudad');
    expect(screen.getByRole('img', { name: 'Campo válido' })).toBeInTheDocument();
  });

  it('draws the state in colour: label, underline and message red with the error, green once valid', async () => {
    const { user } = renderUi(<CityForm />);
    const name = screen.getByLabelText('Nombre');
    const label = screen.getByText('Nombre', { selector: 'label' });
    expect(label).toHaveStyle({ color: '#666666' });
    expect(name).toHaveStyle({ borderBottomColor: '#d2d2d2' });

    await user.type(name, 'Cal');
    await user.tab();
    expect(label).toHaveStyle({ color: '#c62828' });
    expect(name).toHaveStyle({ borderBottomColor: '#c62828' });
    expect(screen.getByText('Mínimo 5 caracteres')).toHaveStyle({ color: '#c62828' });

    await user.type(name, 'ima');
    await user.tab();
    expect(label).toHaveStyle({ color: '#2e7d32' });
    expect(name).toHaveStyle({ borderBottomColor: '#2e7d32' });
    expect(screen.getByRole('img', { name: 'Campo válido' }).parentElement).toHaveStyle({ color: '#2e7d32' });
  });

  it('a field left empty shows its error on blur', async () => {
    const { user } = renderUi(<CityForm />);
    await user.click(screen.getByLabelText('Nombre'));
    await user.tab();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
    // the select was focused by the tab but not left yet
    expect(screen.queryByText('Seleccione Una Ciudad', { selector: 'p' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Seleccione Una Ciudad', { selector: 'p' })).toBeInTheDocument();
  });

  it('a select shows success once an option is chosen', async () => {
    const { user } = renderUi(<CityForm />);
    const city = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(city).toHaveDisplayValue('Seleccione Una Ciudad');
    await user.selectOptions(city, 'Cali');
    expect(city).toHaveValue('2');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'Campo válido' })).toBeInTheDocument();
  });

  it('a checkbox shows Requerido when unticked after being ticked', async () => {
    const { user } = renderUi(<CityForm />);
    const terms = screen.getByRole('checkbox', { name: 'Aceptar políticas y condiciones' });
    await user.click(terms);
    expect(terms).toBeChecked();
    expect(screen.queryByText('Requerido')).not.toBeInTheDocument();
    await user.click(terms);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Requerido');
  });
});

describe('TextField without a form hook', () => {
  it('shows a server error at once when no touched flag is given, and is read-only on request', () => {
    renderUi(<TextField label="Id" name="id" value="7" onChange={() => undefined} readOnly error="Id no válido" />);
    expect(screen.getByLabelText('Id')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Id')).toHaveAccessibleDescription('Id no válido');
  });

  it('draws a textarea when multiline', async () => {
    function Comment() {
      const [v, setV] = useState('');
      return <TextField label="Comentario Aprobador" name="comment" value={v} onChange={setV} multiline />;
    }
    const { user } = renderUi(<Comment />);
    const box = screen.getByRole('textbox', { name: 'Comentario Aprobador' });
    expect(box.tagName).toBe('TEXTAREA');
    await user.type(box, 'Listo{Enter}ya');
    expect(box).toHaveValue('Listo\nya');
  });
});

describe('FileField', () => {
  function Upload({ progress }: { progress?: number }) {
    const [file, setFile] = useState<File | null>(null);
    const [touched, setTouched] = useState(false);
    return (
      <FileField
        label="Imagen"
        name="image"
        file={file}
        onChange={(f) => {
          setFile(f);
          setTouched(true);
        }}
        onRemove={() => setFile(null)}
        error={file ? null : 'Seleccione Una Imagen'}
        touched={touched}
        progress={progress}
      />
    );
  }

  it('takes a picked image, names it and can remove it again', async () => {
    const { user } = renderUi(<Upload />);
    expect(screen.getByRole('button', { name: 'Seleccionar imagen' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Imagen'), new File(['x'], 'llanta.png', { type: 'image/png' }));
    expect(screen.getByText('llanta.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Campo válido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.getByLabelText('Imagen')).toHaveAccessibleDescription('Seleccione Una Imagen');
  });

  it('is one keyboard stop, the button whose focus shows: Enter opens the picker, and it reads the error', async () => {
    const { user } = renderUi(<Upload />);
    const input = screen.getByLabelText('Imagen');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    // the hidden input is passed by (its focus could not be seen): the first stop is the button
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seleccionar imagen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.upload(input, new File(['x'], 'llanta.png', { type: 'image/png' }));
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toHaveAccessibleDescription('llanta.png');
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.getByRole('button', { name: 'Seleccionar imagen' })).toHaveAccessibleDescription('Seleccione Una Imagen');
  });

  it('is marked as visited when the keyboard leaves its button for the next control', async () => {
    const onBlur = jest.fn();
    const { user } = renderUi(
      <>
        <FileField label="Imagen" name="image" file={null} onChange={() => undefined} onBlur={onBlur} />
        <button type="button">Siguiente</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seleccionar imagen' })).toHaveFocus();
    // the system's file dialog takes the window's focus: no next control, not yet visited
    screen.getByRole('button', { name: 'Seleccionar imagen' }).blur();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("brings the focused button back into view when the picture pushes it down", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    URL.createObjectURL = jest.fn(() => 'blob:factura');
    URL.revokeObjectURL = jest.fn();
    try {
      const { user, unmount } = renderUi(<Upload />);
      await user.tab();
      // picked in the system's dialog the keyboard opened: the focus stays on the button
      fireEvent.change(screen.getByLabelText('Imagen'), { target: { files: [new File(['x'], 'factura.png', { type: 'image/png' })] } });
      const button = screen.getByRole('button', { name: 'Cambiar imagen' });
      expect(button).toHaveFocus();
      fireEvent.load(screen.getByRole('img', { name: messages.form.preview }));
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts[0]).toBe(button);
      unmount();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      delete (URL as Partial<typeof URL>).createObjectURL;
      delete (URL as Partial<typeof URL>).revokeObjectURL;
    }
  });

  it('shows the upload progress', () => {
    renderUi(<Upload progress={42} />);
    expect(screen.getByRole('progressbar', { name: 'Progreso de carga' })).toHaveAttribute('aria-valuenow', '42');
  });
});

describe('SearchBox', () => {
  it("shows the keyboard's focus as a field does: the underline 2px thick in the primary colour", () => {
    renderUi(<SearchBox value="" onChange={() => undefined} label="Filtrar tabla" />);
    const box = screen.getByRole('searchbox', { name: 'Filtrar tabla' }).parentElement!;
    expect(box).toHaveStyle({ borderBottomWidth: '1px', borderBottomColor: '#d2d2d2' });
    // jsdom's computed style leaves :focus-within out: the box's own rule for it is read instead
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const focusRule = [...box.classList].map((cls) => css.match(new RegExp(`\\.${cls}:focus-within\\{([^}]*)\\}`))?.[1]).find(Boolean);
    expect(focusRule).toContain('border-bottom:2px solid #9c27b0');
  });
});
