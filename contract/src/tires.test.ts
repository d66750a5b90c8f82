// SPEC 5 "Tire": the form's rules (contract tireFormSchema, what the 'Llantas' screens check on
// submit) beside the api's (tireCreateBody / tireUpdateBody): the form checks a subset on edit, and
// whatever the api refuses reaches the red panel through its detail. No database here.
import { POINTS_INPUT_MAX, tireCreateBody, tireFormSchema, tirePointsTotal, tireUpdateBody } from './index';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);

const form = {
  name: '205/55R16',
  tire_code: 'NX-20555R16',
  description: 'Pasajero 91V',
  design_id: '3',
  tire_points: [{ profiles_id: 2, profile: 'Oro', points_general: '60', points_uhp: '15' }],
};

describe('tireFormSchema (SPEC 5)', () => {
  it('on create checks name (5), code (5), description (5), design and the points fields, with SPEC 5 texts', () => {
    expect(issues(tireFormSchema('create').safeParse(form))).toEqual([]);
    expect(issues(tireFormSchema('create').safeParse({
      ...form, name: 'R16 ', tire_code: 'NX1', description: '', design_id: '', tire_points: [{ profiles_id: 2, points_general: 'sesenta', points_uhp: '-1' }],
    }))).toEqual([
      ['name', 'Mínimo 5 caracteres'],
      ['tire_code', 'Mínimo 5 caracteres'],
      ['description', 'Mínimo 5 caracteres'],
      ['design_id', 'Seleccione Una Diseño'],
      ['tire_points.0.points_general', 'Solo números'],
      ['tire_points.0.points_uhp', 'Solo números'],
    ]);
  });

  it('on edit checks only name (3) and design; the other fields pass through unchanged', () => {
    const loose = { ...form, name: 'R16', tire_code: 'x', description: '', tire_points: [{ profiles_id: 2, points_general: 'x', points_uhp: '' }] };
    const parsed = tireFormSchema('edit').safeParse(loose);
    expect(issues(parsed)).toEqual([]);
    expect(parsed.data).toEqual({ ...loose, design_id: 3 });
    expect(issues(tireFormSchema('edit').safeParse({ ...form, name: 'R1', design_id: 0 }))).toEqual([
      ['name', 'Mínimo 3 caracteres'],
      ['design_id', 'Seleccione Una Diseño'],
    ]);
    // what the edit form let through, the api refuses
    expect(issues(tireUpdateBody.safeParse({ ...loose, version: 1 })).map(([path]) => path)).toEqual(['tire_code', 'description', 'tire_points.0.points_general', 'tire_points.0.points_uhp']);
  });

  it('the live total is general + UHP, or nothing while a field is not a number (SPEC 2.8)', () => {
    expect(tirePointsTotal('60', '15')).toBe(75);
    expect(tirePointsTotal(0, '0')).toBe(0);
    expect(tirePointsTotal('', '15')).toBeNull();
    expect(tirePointsTotal('6.5', '1')).toBeNull();
    expect(tirePointsTotal(POINTS_INPUT_MAX + 1, 0)).toBeNull();
  });

  it('a create form that passes is a body the api accepts, with points_total = general + UHP', () => {
    const parsed = tireCreateBody.safeParse(form);
    expect(issues(parsed)).toEqual([]);
    expect(parsed.data!.tire_points).toEqual([{ profiles_id: 2, points_general: 60, points_uhp: 15, points_total: 75 }]);
  });
});
